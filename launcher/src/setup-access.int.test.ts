import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { signedInAs } from './testing/people';
import { dayFromToday as day, pinTestDay } from './testing/dates';
import { approvedSchool, type ApprovedSchool } from './testing/schools';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

const scale = [
  { grade: 'P', minScore: 50, maxScore: 100, pass: true },
  { grade: 'F', minScore: 0, maxScore: 49, pass: false },
];
const resources = [
  'academic-years',
  'terms',
  'departments',
  'levels',
  'grading-scales',
  'subjects',
];

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let after = '0';
/** School A's records by resource, as its admin created them. */
const ids: Record<string, string> = {};

const send = async (type: string, json: unknown, token?: string) => {
  const res = await t.request(`/api/commands/${type}`, { json, token });
  if (res.body?.position) after = String(res.body.position);
  return res;
};
const get = (path: string, token?: string) =>
  t.request(path, { token, headers: { 'X-Consistent-After': after } });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

const signedIn = (role: 'TEACHER' | 'STUDENT' | 'PARENT') => signedInAs(t, role, a.schoolId);

beforeAll(async () => {
  t = await startTestPlatform({}, { clock });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  const token = a.admin.token;
  ids['academic-years'] = (
    await send(
      'OpenAcademicYear',
      { name: 'Year A', startDate: day(-100), endDate: day(100) },
      token,
    )
  ).body.academicYearId;
  ids.terms = (
    await send(
      'AddTerm',
      {
        academicYearId: ids['academic-years'],
        name: 'Term 1',
        startDate: day(-90),
        endDate: day(-10),
      },
      token,
    )
  ).body.termId;
  ids.departments = (await send('AddDepartment', { name: 'Sciences' }, token)).body.departmentId;
  ids.levels = (
    await send('DefineLevel', { name: 'Form 1', gradingScale: scale }, token)
  ).body.levelId;
  ids.subjects = (
    await send('AddSubject', { name: 'Mathematics', departmentId: ids.departments }, token)
  ).body.subjectId;
  const versions = await get(
    `/api/grading-scales?filter=${filter({ levelId: ids.levels })}`,
    token,
  );
  ids['grading-scales'] = versions.body[0].id;
});
afterAll(async () => t?.stop());

describe('who may set a school up', () => {
  it('a visitor must sign in; teachers, students, parents and the superadmin are refused every set-up command', async () => {
    const tokens = [
      await signedIn('TEACHER'),
      await signedIn('STUDENT'),
      await signedIn('PARENT'),
      superToken,
    ];
    const head = await t.platform.store.headPosition();
    for (const type of [
      'OpenAcademicYear',
      'AddTerm',
      'AddDepartment',
      'RenameDepartment',
      'RemoveDepartment',
      'DefineLevel',
      'ChangeGradingScale',
      'AddSubject',
    ]) {
      expect((await send(type, { name: 'X' })).status).toBe(401);
      for (const token of tokens)
        expect([type, (await send(type, { name: 'X' }, token)).status]).toEqual([type, 403]);
    }
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('teachers read their school’s set-up (subjects: those they teach, none here); students only its terms (their portal’s term choices); parents are refused; visitors must sign in', async () => {
    const teacher = await signedIn('TEACHER');
    const student = await signedIn('STUDENT');
    const parent = await signedIn('PARENT');
    for (const resource of resources) {
      expect(
        (await get(`/api/${resource}`, teacher)).body.map((r: { id: string }) => r.id),
      ).toEqual(resource === 'subjects' ? [] : [ids[resource]]);
      if (resource === 'terms')
        expect(
          (await get(`/api/${resource}`, student)).body.map((r: { id: string }) => r.id),
        ).toEqual([ids.terms]);
      else expect((await get(`/api/${resource}`, student)).status).toBe(403);
      expect((await get(`/api/${resource}`, parent)).status).toBe(403);
      expect((await get(`/api/${resource}`)).status).toBe(401);
    }
  });

  it('the superadmin reads every school, and filters by school', async () => {
    await send('AddDepartment', { name: 'Languages' }, b.admin.token);
    const all = await get('/api/departments?sort=["id","ASC"]', superToken);
    expect(all.body.map((d: { name: string }) => d.name).sort()).toEqual(['Languages', 'Sciences']);
    const onlyB = await get(
      `/api/departments?filter=${filter({ schoolId: b.schoolId })}`,
      superToken,
    );
    expect(onlyB.body.map((d: { name: string }) => d.name)).toEqual(['Languages']);
  });
});

describe('an admin of school B', () => {
  it('sees none of school A’s rows: by list, by id, by getMany, by filter', async () => {
    const token = b.admin.token;
    for (const resource of resources) {
      const id = ids[resource]!;
      expect(
        (await get(`/api/${resource}?sort=["id","ASC"]`, token)).body.filter(
          (r: { id: string }) => r.id === id,
        ),
      ).toEqual([]);
      expect([resource, (await get(`/api/${resource}/${id}`, token)).status]).toEqual([
        resource,
        404,
      ]);
      expect((await get(`/api/${resource}?filter=${filter({ id: [id] })}`, token)).body).toEqual(
        [],
      );
      expect(
        (await get(`/api/${resource}?filter=${filter({ schoolId: a.schoolId })}`, token)).body,
      ).toEqual([]);
    }
  });

  it('cannot change them: another school’s ids are not found, and a schoolId in the body is refused', async () => {
    const token = b.admin.token;
    const head = await t.platform.store.headPosition();
    const rename = await send(
      'RenameDepartment',
      { departmentId: ids.departments, name: 'Taken over' },
      token,
    );
    expect([rename.status, rename.body.detail]).toEqual([404, 'No such department in this school']);
    expect((await send('RemoveDepartment', { departmentId: ids.departments }, token)).status).toBe(
      404,
    );
    expect(
      (
        await send(
          'ChangeGradingScale',
          {
            levelId: ids.levels,
            gradingScale: [{ grade: 'A', minScore: 0, maxScore: 100, pass: true }],
          },
          token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await send(
          'AddTerm',
          {
            academicYearId: ids['academic-years'],
            name: 'Term 2',
            startDate: day(1),
            endDate: day(20),
          },
          token,
        )
      ).status,
    ).toBe(404);
    const smuggled = await send('AddDepartment', { name: 'Sciences', schoolId: a.schoolId }, token);
    expect(smuggled.status).toBe(400);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});
