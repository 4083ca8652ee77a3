import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { decoded, lasting, rawGet } from './testing/raw';
import { signedInAs } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;

const get = (path: string, headers: Record<string, string>) => rawGet(`${t.url}${path}`, headers);
const bearer = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  ...extra,
});
const answered = () => t.platform.repeats!.answered;
const ENROLMENTS = `/api/enrolment-requests?${new URLSearchParams({ sort: '["name","ASC"]', range: '[0,9]', filter: '{}' })}`;
const DEPARTMENTS = `/api/departments?${new URLSearchParams({ sort: '["name","ASC"]', range: '[0,24]' })}`;

const signedIn = (role: 'TEACHER' | 'STUDENT' | 'PARENT') => signedInAs(t, role, a.schoolId);
async function addDepartment(school: ApprovedSchool, name: string): Promise<number> {
  const res = await t.request('/api/commands/AddDepartment', {
    json: { name },
    token: school.admin.token,
  });
  expect(res.status).toBe(201);
  return res.body.position as number;
}
const names = (body: unknown) => (body as { name: string }[]).map((d) => d.name);

beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  // Enough enrolment requests for a page long enough to be compressed.
  for (let n = 0; n < 8; n++) await approvedSchool(t, superToken);
  await addDepartment(a, 'Sciences');
  const last = await addDepartment(b, 'Humanities');
  // Every read model past the writes, so that the pages below stay kept.
  expect(
    (
      await t.request(ENROLMENTS, {
        token: superToken,
        headers: { 'X-Consistent-After': String(last) },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await t.request(DEPARTMENTS, {
        token: a.admin.token,
        headers: { 'X-Consistent-After': String(last) },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => t?.stop());

describe('a repeated read of a kept list page, on the whole platform', () => {
  it('is answered as the app answered it, under every encoding a client may ask for', async () => {
    const expected: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
      ['gzip, deflate, br', 'br'],
      ['identity', undefined],
    ];
    for (const [accept, encoding] of expected) {
      const headers = bearer(superToken, accept ? { 'Accept-Encoding': accept } : {});
      const first = await get(ENROLMENTS, headers);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      const before = answered();
      const second = await get(ENROLMENTS, headers);
      expect(answered()).toBe(before + 1);
      expect(second.status).toBe(200);
      expect(lasting(second.headers)).toEqual(lasting(first.headers));
      expect(decoded(second)).toEqual(decoded(first));
      expect(second.headers['content-range']).toBe('enrolment-requests 0-9/10');
      expect((decoded(second) as unknown[]).length).toBe(10);
    }
  });

  it('answers a conditional repeat 304, as the app does', async () => {
    const { headers } = await get(ENROLMENTS, bearer(superToken));
    const conditional = bearer(superToken, { 'If-None-Match': String(headers.etag) });
    const first = await get(ENROLMENTS, conditional);
    const before = answered();
    const second = await get(ENROLMENTS, conditional);
    expect([first.status, second.status]).toEqual([304, 304]);
    expect(answered()).toBe(before + 1);
    expect(second.body.length).toBe(0);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
  });

  it('shows a write: at once to the writer who names its position, to everyone once its projection has told', async () => {
    await get(DEPARTMENTS, bearer(a.admin.token));
    await get(DEPARTMENTS, bearer(a.admin.token));
    const position = await addDepartment(a, 'Languages');
    const mine = await get(
      DEPARTMENTS,
      bearer(a.admin.token, { 'X-Consistent-After': String(position) }),
    );
    expect(names(decoded(mine))).toEqual(['Languages', 'Sciences']);
    await expect
      .poll(async () => names(decoded(await get(DEPARTMENTS, bearer(a.admin.token)))))
      .toEqual(['Languages', 'Sciences']);
  });

  it('gives each school its own page, however often the same request is repeated', async () => {
    for (let n = 0; n < 3; n++) {
      const [ofA, ofB] = await Promise.all([
        get(DEPARTMENTS, bearer(a.admin.token)),
        get(DEPARTMENTS, bearer(b.admin.token)),
      ]);
      expect(names(decoded(ofA))).toEqual(['Languages', 'Sciences']);
      expect(names(decoded(ofB))).toEqual(['Humanities']);
    }
  });

  it('gives every other role what the app gives it, every time, and never repeats a refusal', async () => {
    const [teacher, student, parent] = [
      await signedIn('TEACHER'),
      await signedIn('STUDENT'),
      await signedIn('PARENT'),
    ];
    const before = answered();
    for (let n = 0; n < 2; n++) {
      const ofTeacher = await get(DEPARTMENTS, bearer(teacher));
      expect(ofTeacher.status).toBe(200);
      expect(names(decoded(ofTeacher))).toEqual(['Languages', 'Sciences']);
      for (const token of [student, parent])
        expect((await get(DEPARTMENTS, bearer(token))).status).toBe(403);
      // The school's imports are its admin's alone.
      expect((await get('/api/import-batches', bearer(teacher))).status).toBe(403);
      expect((await get(DEPARTMENTS, {})).status).toBe(401);
      expect((await get(DEPARTMENTS, bearer('not-a-token'))).status).toBe(401);
    }
    // Only the teacher's second read was answered again.
    expect(answered()).toBe(before + 1);
  });

  it('stops at once when its reader signs out', async () => {
    const token = await t.login(a.admin.email, a.admin.password);
    await get(DEPARTMENTS, bearer(token));
    const before = answered();
    expect((await get(DEPARTMENTS, bearer(token))).status).toBe(200);
    expect(answered()).toBe(before + 1);
    expect((await t.request('/api/auth/logout', { method: 'POST', token })).status).toBe(204);
    const after = await get(DEPARTMENTS, bearer(token));
    expect(after.status).toBe(401);
    expect(decoded(after)).toMatchObject({ detail: 'Your sign-in has ended. Sign in again.' });
  });

  it("carries its own request id: the caller's when it is a uuid", async () => {
    await get(DEPARTMENTS, bearer(a.admin.token));
    const given = randomUUID();
    const before = answered();
    const mine = await get(DEPARTMENTS, bearer(a.admin.token, { 'X-Request-Id': given }));
    const other = await get(DEPARTMENTS, bearer(a.admin.token, { 'X-Request-Id': 'not-a-uuid' }));
    expect(answered()).toBe(before + 2);
    expect(mine.headers['x-request-id']).toBe(given);
    expect(other.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });
});
