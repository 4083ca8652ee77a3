import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

/** The spec's words, typed again. */
const invalidCredentials = 'The sign-in details are not correct. Check them and try again.';
const identifierInvalid =
  'Enter a valid email, registration number or phone number (a Zimbabwean mobile number such as 0772 123 456)';

let t: TestPlatform;
let superToken: string;
// One trusted proxy hop: each test speaks as its own client through X-Forwarded-For.
beforeAll(async () => {
  t = await startTestPlatform({ TRUSTED_PROXY_HOPS: '1' });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

let clients = 0;
function asClient() {
  const address = `198.51.100.${++clients}`;
  return (identifier: string, password: string) =>
    t.request('/api/auth/login', {
      json: { identifier, password },
      headers: { 'X-Forwarded-For': address },
    });
}

async function approvedAdmin() {
  const details = enrolmentDetails();
  const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
  await t.request('/api/commands/ApproveSchool', {
    json: { schoolId: enrolled.body.schoolId },
    token: superToken,
  });
  const email = details.adminEmail.toLowerCase();
  const password = 'Admin-password-1';
  const code = await mailedCode(t.platform, email);
  expect(
    (await t.request('/api/auth/set-password', { json: { email, code, password } })).status,
  ).toBe(200);
  return { email, phone: details.adminPhonenumber, password };
}

describe('when a phone number has spent its ten failures', () => {
  it('a spelling with a stray letter or punctuation gets no fresh tries and does not sign in: it is not an identifier', async () => {
    const admin = await approvedAdmin();
    const login = asClient();
    for (let i = 0; i < 10; i++)
      expect((await login(admin.phone, 'wrong-password')).status).toBe(401);
    for (const spelling of [
      `${admin.phone}x`,
      `x${admin.phone}`,
      `(${admin.phone})`,
      `${admin.phone}.`,
      `${admin.phone.replace(/^0/, '+263')}!`,
    ]) {
      const wrong = await login(spelling, 'wrong-password');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([{ field: 'identifier', message: identifierInvalid }]);
      expect((await login(spelling, admin.password)).status).toBe(400);
    }
    const limited = await login(admin.phone.replace(/^0/, '00263'), admin.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('an identifier of the right form', () => {
  it('that names no account is refused as wrong sign-in details, like a wrong password', async () => {
    const login = asClient();
    for (const identifier of [`nobody-${Date.now()}@school.test`, '0719999999', 'R2099/0001']) {
      const res = await login(identifier, 'Some-password-1');
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe(invalidCredentials);
    }
  });

  it('finds the account by its kind only: the phone’s digits as an email do not reach it', async () => {
    const admin = await approvedAdmin();
    const login = asClient();
    expect((await login(` ${admin.email.toUpperCase()} `, admin.password)).status).toBe(200);
    expect((await login(admin.phone.replace(/^0/, '+263 '), admin.password)).status).toBe(200);
    expect((await login(`${admin.phone}@school.test`, admin.password)).status).toBe(401);
  });
});

describe('one client failing across many identifiers', () => {
  it('after fifty failures in fifteen minutes waits, even with right details: 429 with Retry-After; other clients do not', async () => {
    const admin = await approvedAdmin();
    const sprayer = asClient();
    for (let i = 0; i < 50; i++)
      expect((await sprayer(`spray-${i}@school.test`, 'Guess-password-1')).status).toBe(401);
    const limited = await sprayer(admin.email, admin.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await asClient()(admin.email, admin.password)).status).toBe(200);
  });
});

describe('asking for a recovery code', () => {
  it('refuses what is not an email with a clear message', async () => {
    const res = await t.request('/api/auth/forgot-password', { json: { email: '0772123456' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
  });
});
