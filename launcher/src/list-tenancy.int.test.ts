import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@chikoro/contracts';
import { listResources } from '@chikoro/query-service/app';
import { startDemoTestPlatform } from './testing/demo';
import type { TestPlatform } from './testing/harness';
import { tokenAs } from './testing/results';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

/**
 * The route × role × school matrix: every list resource of the query service, read by every role
 * of the demo's first school (A) and of its second (B), by list, by id and by getMany. Whoever the
 * resource is not for gets 403; a school never sees the other's rows; a student sees only their own
 * rows and a parent only their children's.
 */
interface User {
  label: string;
  role: Role;
  school: 'A' | 'B' | null;
  token: string;
  id: string;
}
type Row = Record<string, unknown> & { id: string };

let t: TestPlatform;
let users: User[];
let schoolA: string;
let childrenOfParentA: Set<string>;
/** Every resource's rows of school A, as its admin (or, for the superadmin's lists, the superadmin) reads them. */
const rowsOfA = new Map<string, Row[]>();

const get = async (path: string, token: string) => readNow(t, path, token);
const idsOf = (rows: Row[]) => new Set(rows.map((r) => String(r.id)));

beforeAll(async () => {
  const demo = await startDemoTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  t = demo.t;
  const signIns = demo.signIns;
  const login = async (role: Role, n = 0) => {
    const s = signIns.filter((x) => x.role === role)[n]!;
    return t.login(s.identifier, s.password);
  };
  const [superToken, adminA, adminB, teacherA, studentA, parentA] = await Promise.all([
    t.login(t.superadmin.email, t.superadmin.password),
    login('ADMIN', 0),
    login('ADMIN', 1),
    login('TEACHER'),
    login('STUDENT'),
    login('PARENT'),
  ]);
  const me = async (token: string) =>
    (await get('/api/me', token)).body as { id: string; schoolId: string | null };
  schoolA = (await me(adminA)).schoolId!;
  const schoolB = (await me(adminB)).schoolId!;
  // School B's teacher, student and parent, signed in with tokens of their own ids.
  const first = async (resource: string) =>
    (
      (await get(`/api/${resource}${listQuery({}, ['id', 'ASC'], [0, 0])}`, adminB)).body as Row[]
    )[0]!.id;
  const [teacherB, studentB, parentB] = (await Promise.all(
    ['teachers', 'students', 'parents'].map(first),
  )) as [string, string, string];
  users = [
    {
      label: 'superadmin',
      role: 'SUPERADMIN',
      school: null,
      token: superToken,
      id: (await me(superToken)).id,
    },
    { label: 'admin of A', role: 'ADMIN', school: 'A', token: adminA, id: (await me(adminA)).id },
    {
      label: 'teacher of A',
      role: 'TEACHER',
      school: 'A',
      token: teacherA,
      id: (await me(teacherA)).id,
    },
    {
      label: 'student of A',
      role: 'STUDENT',
      school: 'A',
      token: studentA,
      id: (await me(studentA)).id,
    },
    {
      label: 'parent of A',
      role: 'PARENT',
      school: 'A',
      token: parentA,
      id: (await me(parentA)).id,
    },
    { label: 'admin of B', role: 'ADMIN', school: 'B', token: adminB, id: (await me(adminB)).id },
    {
      label: 'teacher of B',
      role: 'TEACHER',
      school: 'B',
      token: await tokenAs(t, 'TEACHER', teacherB, schoolB),
      id: teacherB,
    },
    {
      label: 'student of B',
      role: 'STUDENT',
      school: 'B',
      token: await tokenAs(t, 'STUDENT', studentB, schoolB),
      id: studentB,
    },
    {
      label: 'parent of B',
      role: 'PARENT',
      school: 'B',
      token: await tokenAs(t, 'PARENT', parentB, null),
      id: parentB,
    },
  ];
  // The demo parent's children, as the schools' admins see the links: at A, and at B, which named the same phone (one family).
  const atA = (await get(`/api/parents/${users[4]!.id}`, adminA)).body as {
    phone: string;
    students: { id: string }[];
  };
  const atB = (
    await get(`/api/parents${listQuery({ q: atA.phone.slice(-9) }, ['id', 'ASC'])}`, adminB)
  ).body as { students: { id: string }[] }[];
  expect(atB, 'the demo parent is named by both schools').toHaveLength(1);
  childrenOfParentA = new Set([...atA.students, ...atB[0]!.students].map((s) => s.id));
  for (const resource of listResources) {
    // The school's admin where the list is theirs; else a reader of school A it is for (the superadmin's lists: A's rows of them).
    const reader =
      users.find(
        (u) => u.role === 'ADMIN' && u.school === 'A' && resource.roles.includes('ADMIN'),
      ) ?? users.find((u) => u.school !== 'B' && resource.roles.includes(u.role))!;
    const res = await get(
      `/api/${resource.name}${listQuery({}, ['id', 'ASC'], [0, 99])}`,
      reader.token,
    );
    expect(res.status, resource.name).toBe(200);
    const rows = (res.body as Row[]).filter((r) => reader.school === 'A' || r.schoolId === schoolA);
    rowsOfA.set(resource.name, rows);
  }
}, 300_000);
afterAll(async () => t?.stop());

describe('the demo gives every matrix cell something to see', () => {
  it('the parent of A has children (one at each school); school A has rows in most lists', () => {
    expect(childrenOfParentA.size).toBe(2);
    const empty = listResources
      .filter((r) => (rowsOfA.get(r.name) ?? []).length === 0)
      .map((r) => r.name);
    expect(empty.length, `empty for school A: ${empty.join(', ')}`).toBeLessThan(
      listResources.length / 3,
    );
  });
});

describe.each(listResources.map((r) => [r.name, r] as const))('/api/%s', (name, resource) => {
  it('signed out: 401', async () => {
    expect((await t.request(`/api/${name}`)).status).toBe(401);
  });

  it('each role: 200 if the list is theirs, 403 if not', async () => {
    const answers = await Promise.all(
      users.map(
        async (u) =>
          [
            u.label,
            (await get(`/api/${name}${listQuery({}, ['id', 'ASC'])}`, u.token)).status,
          ] as const,
      ),
    );
    expect(answers).toEqual(
      users.map((u) => [u.label, resource.roles.includes(u.role) ? 200 : 403]),
    );
  });

  it('school B’s users see none of school A’s rows: by list, by id, by getMany', async () => {
    const ofA = rowsOfA.get(name)!;
    const sample = ofA.slice(0, 5).map((r) => r.id);
    for (const u of users.filter((x) => x.school === 'B' && resource.roles.includes(x.role))) {
      const listed = (await get(`/api/${name}${listQuery({}, ['id', 'ASC'], [0, 99])}`, u.token))
        .body as Row[];
      const leaked = listed.filter((r) => idsOf(ofA).has(r.id) || r.schoolId === schoolA);
      expect(leaked, `${u.label} lists rows of A`).toEqual([]);
      for (const id of sample)
        expect(
          (await get(`/api/${name}/${encodeURIComponent(id)}`, u.token)).status,
          `${u.label} reads ${id}`,
        ).toBe(404);
      if (sample.length > 0)
        expect(
          (await get(`/api/${name}${listQuery({ id: sample })}`, u.token)).body,
          `${u.label} getMany`,
        ).toEqual([]);
    }
  });

  it('a student of A sees only rows about themself; a parent of A only rows about their children', async () => {
    for (const u of users.filter(
      (x) =>
        x.school === 'A' &&
        (x.role === 'STUDENT' || x.role === 'PARENT') &&
        resource.roles.includes(x.role),
    )) {
      const rows = (await get(`/api/${name}${listQuery({}, ['id', 'ASC'], [0, 99])}`, u.token))
        .body as Row[];
      const own = u.role === 'STUDENT' ? new Set([u.id]) : childrenOfParentA;
      const others = rows.filter((r) => 'studentId' in r && !own.has(String(r.studentId)));
      expect(others, `${u.label} reads rows of other students`).toEqual([]);
      if (name === 'students')
        expect(
          rows.every((r) => own.has(r.id)),
          `${u.label} lists other students`,
        ).toBe(true);
    }
  });
});
