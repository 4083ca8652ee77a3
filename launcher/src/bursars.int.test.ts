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

/** Sets the password from the mailed code, then signs in ("keep me signed in" when asked). */
async function signedIn(email: string, password = 'Bursar-pass-1', keepSignedIn = false) {
  const set = await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password },
  });
  expect(set.body).toEqual({ role: 'BURSAR' });
  return t.request('/api/auth/login', {
    json: { identifier: email, password, ...(keepSignedIn ? { keepSignedIn } : {}) },
  });
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
      status: 'Active',
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

describe('ChangeBursarStatus', () => {
  const change = (bursarId: string, status: string, token = a.admin.token) =>
    t.request('/api/commands/ChangeBursarStatus', { json: { bursarId, status }, token });

  it('deactivated, the bursar cannot sign in, refresh or use a token held; reactivated, signs in again', async () => {
    const { email, bursarId } = await bursar({ firstName: 'Chiedza', lastName: 'Moyo' });
    const login = await signedIn(email, 'Bursar-pass-1', true);
    expect(login.body.refreshToken).toEqual(expect.any(String));
    const held = login.body.token as string;
    const attempt = () =>
      t
        .request('/api/auth/login', { json: { identifier: email, password: 'Bursar-pass-1' } })
        .then((r) => r.status);
    expect((await t.request('/api/fee-accounts', { token: held })).status).toBe(200);

    expect((await change(bursarId, 'Inactive')).status).toBe(201);
    await expect.poll(attempt, { timeout: 10_000 }).toBe(401);
    expect(
      (await t.request('/api/auth/refresh', { json: { refreshToken: login.body.refreshToken } }))
        .status,
    ).toBe(401);
    await expect
      .poll(async () => (await t.request('/api/fee-accounts', { token: held })).status, {
        timeout: 10_000,
      })
      .toBe(401);
    const payment = await t.request('/api/commands/OpenCashSession', { json: {}, token: held });
    expect(payment.status).toBe(401);
    const row = (await readNow(t, `/api/bursars/${bursarId}`, a.admin.token)).body;
    expect(row.status).toBe('Inactive');
    expect(
      (
        await readNow(
          t,
          `/api/bursars${listQuery({ q: email, status: 'Inactive' })}`,
          a.admin.token,
        )
      ).body.length,
    ).toBe(1);

    expect((await change(bursarId, 'Active')).status).toBe(201);
    await expect.poll(attempt, { timeout: 10_000 }).toBe(200);
    const again = await t.request('/api/auth/login', {
      json: { identifier: email, password: 'Bursar-pass-1' },
    });
    expect((await t.request('/api/fee-accounts', { token: again.body.token })).status).toBe(200);
    expect((await readNow(t, `/api/bursars/${bursarId}`, a.admin.token)).body.status).toBe(
      'Active',
    );
  });

  it('the status they have appends nothing; a status other than Active or Inactive is refused', async () => {
    const { bursarId } = await bursar();
    const same = await change(bursarId, 'Active');
    expect([same.status, same.body.appended]).toEqual([200, 0]);
    const bad = await change(bursarId, 'Retired');
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      [{ field: 'status', message: 'Choose Active or Inactive' }],
    ]);
  });

  it('is the admin’s of the bursar’s school: another school’s admin 404; every other role 403', async () => {
    const { bursarId, email } = await bursar();
    const bursarToken = (await signedIn(email)).body.token as string;
    const head = await t.platform.store.headPosition();
    const other = await change(bursarId, 'Inactive', b.admin.token);
    expect([other.status, other.body.detail]).toEqual([404, 'No such bursar in this school']);
    for (const token of [
      await tokenFor(t, 'TEACHER', a.schoolId),
      await tokenFor(t, 'STUDENT', a.schoolId),
      await tokenFor(t, 'PARENT', a.schoolId),
      bursarToken,
      superToken,
    ])
      expect((await change(bursarId, 'Inactive', token)).status).toBe(403);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('reads in the audit log as a sentence, by the admin', async () => {
    const { bursarId } = await bursar({ firstName: 'Tendai', lastName: 'Audit' });
    await change(bursarId, 'Inactive');
    const log = await readNow(
      t,
      `/api/events${listQuery({ q: 'Tendai Audit' }, ['occurredAt', 'ASC'])}`,
      superToken,
    );
    expect(
      log.body.map((e: { summary: string; actorRole: string }) => [e.summary, e.actorRole]),
    ).toEqual([
      [expect.stringMatching(/^Bursar Tendai Audit registered/), 'ADMIN'],
      ['Bursar Tendai Audit status changed from Active to Inactive', 'ADMIN'],
    ]);
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
