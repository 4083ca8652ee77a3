import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';
import type { ApprovedSchool } from './testing/schools';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  registerTeacher,
  tokenFor,
  twoSchools,
} from './testing/staff';

let t: TestPlatform;
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let counter = 0;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  ({ superToken, a, b } = await twoSchools(t));
});
afterAll(async () => t?.stop());

const register = (json: Record<string, unknown>, token = a.admin.token) =>
  t.request('/api/commands/RegisterBursar', { json, token });

async function bursar(fields: Record<string, string> = {}, school = a) {
  counter += 1;
  const details = {
    firstName: 'Rudo',
    lastName: 'Chikwanha',
    email: `rudo.chikwanha.${Date.now()}.${counter}@example.com`,
    ...fields,
  };
  const res = await register(details, school.admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...details, bursarId: res.body.bursarId as string };
}

/** Sets the password from the mailed code, then signs in. */
async function signedIn(email: string, password = 'Bursar-pass-1') {
  const set = await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password },
  });
  expect(set.body).toEqual({ role: 'BURSAR' });
  return t.request('/api/auth/login', { json: { identifier: email, password } });
}

describe('RegisterBursar', () => {
  it('adds a bursar to the admin’s school; the bursars list shows them', async () => {
    const res = await register({
      firstName: ' Rudo ',
      lastName: 'Chikwanha',
      email: `Rudo.C.${Date.now()}@Example.com`,
      phone: '0772 123 456',
    });
    expect(res.status).toBe(201);
    const row = (await readNow(t, `/api/bursars/${res.body.bursarId}`, a.admin.token)).body;
    expect(row).toEqual({
      id: res.body.bursarId,
      schoolId: a.schoolId,
      firstName: 'Rudo',
      lastName: 'Chikwanha',
      email: expect.stringMatching(/^rudo\.c\.\d+@example\.com$/),
      phone: '263772123456',
      registeredAt: expect.any(String),
    });
  });

  it('needs first name, last name and a valid email, and a Zimbabwean mobile if any', async () => {
    const res = await register({ firstName: '', email: 'not-an-email', phone: '12' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'Enter the first name' },
        { field: 'lastName', message: 'Enter the last name' },
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'phone', message: 'Enter a valid Zimbabwean mobile number' },
      ]),
    );
  });

  it('refuses an email another account uses (an admin’s, a teacher’s, a bursar’s), without saying whose', async () => {
    const { details } = await registerTeacher(t, a.admin.token);
    const { email } = await bursar();
    for (const taken of [b.admin.email.toUpperCase(), details.email, email]) {
      const head = await t.platform.store.headPosition();
      const res = await register({ firstName: 'Sam', lastName: 'Dube', email: taken });
      expect([res.status, res.body.errors], taken).toEqual([
        409,
        [
          {
            field: 'email',
            message: 'This email cannot be used for a new sign-in. Use another email address.',
          },
        ],
      ]);
      expect(await t.platform.store.headPosition()).toBe(head);
    }
    const teacherNow = await registerTeacher(t, a.admin.token, { email });
    expect(teacherNow.res.status).toBe(409);
  });

  it('is the admin’s alone: anonymous 401; teacher, student, parent, bursar and superadmin 403', async () => {
    const { email } = await bursar();
    const bursarToken = (await signedIn(email)).body.token as string;
    const body = { firstName: 'Sam', lastName: 'Dube', email: 'sam.dube.bursar@example.com' };
    expect((await t.request('/api/commands/RegisterBursar', { json: body })).status).toBe(401);
    const head = await t.platform.store.headPosition();
    for (const token of [
      await tokenFor(t, 'TEACHER', a.schoolId),
      await tokenFor(t, 'STUDENT', a.schoolId),
      await tokenFor(t, 'PARENT', a.schoolId),
      bursarToken,
      superToken,
    ])
      expect((await register(body, token)).status).toBe(403);
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});

describe('the bursar’s sign-in', () => {
  it('is set from the mailed code and signs in as BURSAR of the school', async () => {
    const { email, bursarId } = await bursar({ firstName: 'Nyasha', lastName: 'Gumbo' });
    const login = await signedIn(email);
    // signedIn waited for the mail: one, and only one, was sent.
    const mail = await t.platform.pool.query<{ subject: string }>(
      'SELECT subject FROM mail_outbox WHERE to_address = $1',
      [email],
    );
    expect(mail.rows.map((r) => r.subject)).toEqual([
      expect.stringMatching(/ added you as a bursar on Chikoro: set your password$/),
    ]);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      id: bursarId,
      role: 'BURSAR',
      schoolId: a.schoolId,
      firstName: 'Nyasha',
      lastName: 'Gumbo',
    });
    const me = await t.request('/api/me', { token: login.body.token });
    expect(me.body).toMatchObject({ role: 'BURSAR', firstName: 'Nyasha', lastName: 'Gumbo' });
  });
});

describe('the bursars list', () => {
  it('shows the school’s admin their bursars only; another school’s admin none; the superadmin every school’s', async () => {
    const { bursarId, email } = await bursar();
    const ids = async (token: string, filter: Record<string, unknown> = {}) =>
      (await readNow(t, `/api/bursars${listQuery({ q: email, ...filter })}`, token)).body.map(
        (r: { id: string }) => r.id,
      );
    expect(await ids(a.admin.token)).toEqual([bursarId]);
    expect(await ids(b.admin.token)).toEqual([]);
    expect(await ids(b.admin.token, { schoolId: a.schoolId })).toEqual([]);
    expect((await readNow(t, `/api/bursars/${bursarId}`, b.admin.token)).status).toBe(404);
    expect(await ids(superToken)).toEqual([bursarId]);
  });

  it('is refused to teachers, students, parents and bursars', async () => {
    const { email } = await bursar();
    const bursarToken = (await signedIn(email)).body.token as string;
    for (const token of [
      await tokenFor(t, 'TEACHER', a.schoolId),
      await tokenFor(t, 'STUDENT', a.schoolId),
      await tokenFor(t, 'PARENT', a.schoolId),
      bursarToken,
    ])
      expect((await t.request('/api/bursars', { token })).status).toBe(403);
  });
});

describe('the audit log', () => {
  it('reads the registration as a sentence, by the admin who added the bursar', async () => {
    const { email } = await bursar({ firstName: 'Tatenda', lastName: 'Audit' });
    const log = await readNow(
      t,
      `/api/events${listQuery({ q: 'Tatenda Audit' }, ['occurredAt', 'ASC'])}`,
      superToken,
    );
    expect(
      log.body.map((e: { summary: string; actorRole: string; schoolId: string }) => [
        e.summary,
        e.actorRole,
        e.schoolId,
      ]),
    ).toEqual([[`Bursar Tatenda Audit registered; sign-in sent to ${email}`, 'ADMIN', a.schoolId]]);
  });
});
