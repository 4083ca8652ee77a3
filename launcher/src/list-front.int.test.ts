import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolSetupModel, tableOf } from '@chikoro/contracts';
import { listResources } from '@chikoro/query-service/app';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { decoded, lasting, rawGet } from './testing/raw';
import { signedInAs } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
/** The last position written before the tests read: the app is asked to wait for it, so both ways read the same rows. */
let written: number;

const get = (path: string, headers: Record<string, string>) => rawGet(`${t.url}${path}`, headers);
const bearer = (
  token: string | undefined,
  extra: Record<string, string> = {},
): Record<string, string> => ({ ...(token && { Authorization: `Bearer ${token}` }), ...extra });
const answered = () => t.platform.reads.answered;
const page = (resource: string, query: Record<string, string> = {}) =>
  `/api/${resource}?${new URLSearchParams({ sort: '["name","ASC"]', range: '[0,9]', ...query })}`;
const ENROLMENTS = page('enrolment-requests', { filter: '{}' });
const DEPARTMENTS = page('departments');
const names = (body: unknown) => (body as { name: string }[]).map((d) => d.name);

/**
 * The same read twice: as a plain read, and with X-Consistent-After (which ListFront leaves to the
 * app); how many of the two ListFront answered.
 */
async function bothWays(
  path: string,
  token: string | undefined,
  extra: Record<string, string> = {},
) {
  const before = answered();
  const plain = await get(path, bearer(token, extra));
  const byApp = await get(path, bearer(token, { ...extra, 'X-Consistent-After': String(written) }));
  return { plain, byApp, answeredAhead: answered() - before };
}

beforeAll(async () => {
  // Every page read from PostgreSQL, so that each plain read below is ListFront's own; a session
  // once seen open stays trusted for the whole file, however slowly a loaded machine runs it (an
  // ended one is seen at once by this process).
  t = await startTestPlatform({ LIST_PAGES_KEPT: 'false', SESSION_CHECK_SECONDS: '600' });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  // Enough enrolment requests for a page long enough to be compressed.
  for (let n = 0; n < 8; n++) await approvedSchool(t, superToken);
  for (const [school, name] of [
    [a, 'Sciences'],
    [a, 'Languages'],
    [b, 'Humanities'],
  ] as const) {
    const res = await t.request('/api/commands/AddDepartment', {
      json: { name },
      token: school.admin.token,
    });
    expect(res.status).toBe(201);
    written = res.body.position as number;
  }
  // Every read model past the writes.
  for (const path of [ENROLMENTS, DEPARTMENTS])
    expect(
      (
        await t.request(path, {
          token: superToken,
          headers: { 'X-Consistent-After': String(written) },
        })
      ).status,
    ).toBe(200);
});
afterAll(async () => t?.stop());

describe('a plain read of a list page, answered before the app', () => {
  it('goes out with the status, headers and bytes the app gives the same read, under every encoding a client may ask for', async () => {
    const expected: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
      ['gzip, deflate, br', 'br'],
      ['identity', undefined],
    ];
    for (const [accept, encoding] of expected) {
      const { plain, byApp, answeredAhead } = await bothWays(
        ENROLMENTS,
        superToken,
        accept ? { 'Accept-Encoding': accept } : {},
      );
      expect(answeredAhead).toBe(1);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBe(encoding);
      expect(lasting(plain.headers)).toEqual(lasting(byApp.headers));
      expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.headers['content-range']).toBe('enrolment-requests 0-9/10');
      expect(decoded(plain)).toEqual(decoded(byApp));
      expect((decoded(plain) as unknown[]).length).toBe(10);
    }
  });

  it("keeps the caller's request id, as the app does", async () => {
    const id = '5f0c6a4e-2d2b-4c8e-9a57-0b6f3f2b1c11';
    const before = answered();
    const res = await get(DEPARTMENTS, bearer(a.admin.token, { 'X-Request-Id': id }));
    expect(answered()).toBe(before + 1);
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('answers 304 to a reader who holds the page already, as the app does', async () => {
    const first = await get(ENROLMENTS, bearer(superToken));
    const { plain, byApp, answeredAhead } = await bothWays(ENROLMENTS, superToken, {
      'If-None-Match': String(first.headers.etag),
    });
    expect(answeredAhead).toBe(1);
    expect([plain.status, byApp.status]).toEqual([304, 304]);
    expect(plain.body.length).toBe(0);
    expect(lasting(plain.headers)).toEqual(lasting(byApp.headers));
  });

  it("gives each school's admin their own school's rows only", async () => {
    const before = answered();
    const mine = await get(DEPARTMENTS, bearer(a.admin.token));
    const theirs = await get(DEPARTMENTS, bearer(b.admin.token));
    expect(answered()).toBe(before + 2);
    expect(names(decoded(mine))).toEqual(['Languages', 'Sciences']);
    expect(names(decoded(theirs))).toEqual(['Humanities']);
    // A filter naming another school's id finds nothing.
    const otherId = (decoded(theirs) as { id: string }[])[0]!.id;
    const sought = await get(
      page('departments', { filter: JSON.stringify({ id: otherId }) }),
      bearer(a.admin.token),
    );
    expect(sought.status).toBe(200);
    expect(decoded(sought)).toEqual([]);
  });

  it("answers every role as the app does: the page to those who may read it, the app's refusal to the rest", async () => {
    const tokens: Record<string, string | undefined> = {
      superadmin: superToken,
      admin: a.admin.token,
      teacher: await signedInAs(t, 'TEACHER', a.schoolId),
      student: await signedInAs(t, 'STUDENT', a.schoolId),
      parent: await signedInAs(t, 'PARENT', a.schoolId),
      'no one': undefined,
    };
    const statuses: Record<string, [number, number]> = {};
    for (const [role, token] of Object.entries(tokens)) {
      for (const path of [ENROLMENTS, DEPARTMENTS]) {
        const { plain, byApp, answeredAhead } = await bothWays(path, token);
        expect(plain.status, `${role} ${path}`).toBe(byApp.status);
        expect(decoded(plain), `${role} ${path}`).toEqual(decoded(byApp));
        // Only a page is answered ahead; every refusal is the app's, with its problem.
        expect(answeredAhead, `${role} ${path}`).toBe(plain.status === 200 ? 1 : 0);
        statuses[`${role} ${path.split('?')[0]}`] = [plain.status, byApp.status];
      }
    }
    expect(statuses).toEqual({
      'superadmin /api/enrolment-requests': [200, 200],
      'superadmin /api/departments': [200, 200],
      'admin /api/enrolment-requests': [403, 403],
      'admin /api/departments': [200, 200],
      'teacher /api/enrolment-requests': [403, 403],
      'teacher /api/departments': [200, 200],
      'student /api/enrolment-requests': [403, 403],
      'student /api/departments': [403, 403],
      'parent /api/enrolment-requests': [403, 403],
      'parent /api/departments': [403, 403],
      'no one /api/enrolment-requests': [401, 401],
      'no one /api/departments': [401, 401],
    });
  });

  it("answers each of the platform's lists as the app does, for each role: no route of a module stands where a list is", async () => {
    const readers = [
      superToken,
      a.admin.token,
      await signedInAs(t, 'TEACHER', a.schoolId),
      await signedInAs(t, 'STUDENT', a.schoolId),
      await signedInAs(t, 'PARENT', a.schoolId),
    ];
    // Each reader's session seen by the read side once, so that their plain reads may be answered ahead.
    for (const token of readers) await get(DEPARTMENTS, bearer(token));
    const read = new Set<string>();
    for (const resource of listResources) {
      for (const token of readers) {
        const { plain, byApp, answeredAhead } = await bothWays(`/api/${resource.name}`, token);
        expect(plain.status, resource.name).toBe(byApp.status);
        expect(decoded(plain), resource.name).toEqual(decoded(byApp));
        expect(plain.headers['content-range'], resource.name).toBe(byApp.headers['content-range']);
        expect(answeredAhead, resource.name).toBe(plain.status === 200 ? 1 : 0);
        if (plain.status === 200) read.add(resource.name);
      }
    }
    // Every list answered a page to one of them at least.
    expect([...read].sort()).toEqual(listResources.map((r) => r.name).sort());
  });

  it('leaves a sort, range or filter the list does not allow to the app, which names what it allows', async () => {
    const cases: [string, string][] = [
      [
        page('departments', { sort: '["colour","ASC"]' }),
        'Cannot sort departments by colour. Sortable: id, name, subjectCount',
      ],
      [
        page('departments', { range: '[5,1]' }),
        'range must be [first, last]: whole numbers from 0 to 9007199254740991, first ≤ last',
      ],
      [
        page('departments', { filter: '{"colour":"red"}' }),
        'Cannot filter departments by colour. Filters: id, q, schoolId',
      ],
      [`${DEPARTMENTS}&sort=twice`, 'sort must be given once, as JSON'],
    ];
    for (const [path, detail] of cases) {
      const { plain, byApp, answeredAhead } = await bothWays(path, a.admin.token);
      expect(answeredAhead).toBe(0);
      expect(plain.status).toBe(400);
      expect((decoded(plain) as { detail: string }).detail).toBe(detail);
      expect(decoded(plain)).toEqual(decoded(byApp));
    }
  });

  it('refuses a token whose session has ended, through the app, at once', async () => {
    const token = await signedInAs(t, 'ADMIN', a.schoolId);
    // A session not yet seen by the read side is asked of its table, by the app.
    const first = answered();
    expect((await get(DEPARTMENTS, bearer(token))).status).toBe(200);
    expect(answered()).toBe(first);
    const before = answered();
    expect((await get(DEPARTMENTS, bearer(token))).status).toBe(200);
    expect(answered()).toBe(before + 1);
    expect((await t.request('/api/auth/logout', { method: 'POST', token })).status).toBe(204);
    const after = await get(DEPARTMENTS, bearer(token));
    expect(after.status).toBe(401);
    expect((decoded(after) as { detail: string }).detail).toBe(
      'Your sign-in has ended. Sign in again.',
    );
    expect(answered()).toBe(before + 1);
  });

  it("answers a page the database cannot read with a 500 problem and a trace id, never the database's words", async () => {
    const table = tableOf(schoolSetupModel, 'departments');
    await t.platform.pool.query(`ALTER TABLE ${table} RENAME TO ${table}_away`);
    try {
      const before = answered();
      const res = await get(DEPARTMENTS, bearer(a.admin.token));
      expect(answered()).toBe(before + 1);
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.headers['access-control-expose-headers']).toBe(
        'Content-Range, X-Consistency, X-Total-Estimated',
      );
      const problem = decoded(res) as Record<string, unknown>;
      expect(problem).toMatchObject({
        title: 'Internal error',
        status: 500,
        detail: 'Something went wrong on our side.',
      });
      expect(problem.traceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(problem)).not.toContain(table);
    } finally {
      await t.platform.pool.query(`ALTER TABLE ${table}_away RENAME TO ${table}`);
    }
    expect((await get(DEPARTMENTS, bearer(a.admin.token))).status).toBe(200);
  });
});
