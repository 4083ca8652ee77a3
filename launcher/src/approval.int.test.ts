import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalMessages, authMessages } from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

async function enrolled(overrides = {}) {
  const details = enrolmentDetails(overrides);
  const res = await t.request('/api/commands/EnrolSchool', { json: details });
  expect(res.status).toBe(201);
  return { details, schoolId: res.body.schoolId as string };
}

describe('ApproveSchool', () => {
  it('is refused without a sign-in (401) and for a school admin (403), appending nothing', async () => {
    const { schoolId } = await enrolled();
    const admin = await approvedAdmin();
    const head = await t.platform.store.headPosition();
    expect((await t.request('/api/commands/ApproveSchool', { json: { schoolId } })).status).toBe(
      401,
    );
    const res = await t.request('/api/commands/ApproveSchool', {
      json: { schoolId },
      token: admin.token,
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(authMessages.forbidden);
    expect(await t.platform.store.headPosition()).toBe(head);
    expect(
      (await t.request(`/api/enrolment-requests/${schoolId}`, { token: superToken })).body.status,
    ).toBe('PENDING');
  });

  it('creates the admin officer account and mails a set-password code; the code sets the password once', async () => {
    const { details, schoolId } = await enrolled();
    const res = await t.request('/api/commands/ApproveSchool', {
      json: { schoolId },
      token: superToken,
    });
    expect(res.status).toBe(201);
    const code = await mailedCode(t.platform, details.adminEmail!);
    const { rows } = await t.platform.pool.query<{ body: string }>(
      'SELECT body FROM mail_outbox WHERE to_address = $1',
      [details.adminEmail],
    );
    expect(rows[0]!.body).toContain(
      `${t.url}/confirmotp?email=${encodeURIComponent(details.adminEmail!)}`,
    );
    const wrong = await t.request('/api/auth/set-password', {
      json: {
        email: details.adminEmail,
        code: code === '000000' ? '111111' : '000000',
        password: 'A-new-password-1',
      },
    });
    expect(wrong.status).toBe(400);
    const ok = await t.request('/api/auth/set-password', {
      json: { email: details.adminEmail, code, password: 'A-new-password-1' },
    });
    expect(ok.status).toBe(200);
    const reused = await t.request('/api/auth/set-password', {
      json: { email: details.adminEmail, code, password: 'Another-password-2' },
    });
    expect(reused.status).toBe(400);
    const login = await t.request('/api/auth/login', {
      json: { identifier: details.adminEmail!.toUpperCase(), password: 'A-new-password-1' },
    });
    expect(login.body.user).toMatchObject({
      role: 'ADMIN',
      schoolId,
      firstName: details.adminFirstname,
      lastName: details.adminLastname,
    });
  });

  it('cannot approve a school twice: 409 with a clear message', async () => {
    const { schoolId } = await enrolled();
    await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token: superToken });
    const again = await t.request('/api/commands/ApproveSchool', {
      json: { schoolId },
      token: superToken,
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(approvalMessages.alreadyDecided('Approved'));
  });

  it('lists the approved school in the public directory, and never a pending one', async () => {
    const { details, schoolId } = await enrolled({ name: 'Directory Test Academy' });
    const pending = await t.request(`/api/public/schools?q=directory test`);
    expect(pending.body).toEqual([]);
    const res = await t.request('/api/commands/ApproveSchool', {
      json: { schoolId },
      token: superToken,
    });
    await t.request('/api/enrolment-requests?range=[0,0]', {
      token: superToken,
      headers: { 'X-Consistent-After': String(res.body.position) },
    });
    await waitFor(
      async () => (await t.request('/api/public/schools?q=DIRECTORY')).body.length === 1,
    );
    const listed = await t.request('/api/public/schools?q=directory');
    expect(listed.body[0]).toMatchObject({
      id: schoolId,
      name: 'Directory Test Academy',
      town: details.town,
      province: details.province,
      country: 'Zimbabwe',
    });
  });
});

describe('RejectSchool', () => {
  it('needs a reason', async () => {
    const { schoolId } = await enrolled();
    const res = await t.request('/api/commands/RejectSchool', {
      json: { schoolId, reason: '  ' },
      token: superToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'reason', message: approvalMessages.reasonRequired },
    ]);
  });

  it('rejects with the reason, and a rejected school cannot then be approved', async () => {
    const { schoolId } = await enrolled();
    const res = await t.request('/api/commands/RejectSchool', {
      json: { schoolId, reason: 'Not a registered school' },
      token: superToken,
    });
    expect(res.status).toBe(201);
    const row = await t.request(`/api/enrolment-requests/${schoolId}`, {
      token: superToken,
      headers: { 'X-Consistent-After': String(res.body.position) },
    });
    expect(row.body).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Not a registered school',
    });
    expect(
      (await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token: superToken }))
        .status,
    ).toBe(409);
  });

  it('answers 404 for a school that never enrolled', async () => {
    const res = await t.request('/api/commands/RejectSchool', {
      json: { schoolId: '00000000-0000-4000-8000-000000000000', reason: 'x' },
      token: superToken,
    });
    expect(res.status).toBe(404);
  });
});

describe('sign-in', () => {
  it('takes the admin phone number in any Zimbabwean form as the identifier', async () => {
    const admin = await approvedAdmin();
    const local = admin.phone.replace(/^0/, '+263');
    const res = await t.request('/api/auth/login', {
      json: { identifier: local, password: admin.password },
    });
    expect(res.status).toBe(200);
  });

  it('gives a revocable refresh token only with keep me signed in', async () => {
    const admin = await approvedAdmin();
    const short = await t.request('/api/auth/login', {
      json: { identifier: admin.email, password: admin.password },
    });
    expect(short.body.refreshToken).toBeUndefined();
    const kept = await t.request('/api/auth/login', {
      json: { identifier: admin.email, password: admin.password, keepSignedIn: true },
    });
    const refreshed = await t.request('/api/auth/refresh', {
      json: { refreshToken: kept.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await t.request('/api/auth/refresh', { json: { refreshToken: kept.body.refreshToken } }))
        .status,
    ).toBe(401);
    await t.request('/api/auth/logout', {
      json: { refreshToken: refreshed.body.refreshToken },
      token: refreshed.body.token,
    });
    expect(
      (
        await t.request('/api/auth/refresh', {
          json: { refreshToken: refreshed.body.refreshToken },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a forged or tampered token', async () => {
    const [h, p] = superToken.split('.');
    const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await t.request('/api/enrolment-requests', { token: forged })).status).toBe(401);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function approvedAdmin() {
  const { details, schoolId } = await enrolled();
  await t.request('/api/commands/ApproveSchool', { json: { schoolId }, token: superToken });
  const code = await mailedCode(t.platform, details.adminEmail!);
  const password = 'Admin-password-1';
  await t.request('/api/auth/set-password', {
    json: { email: details.adminEmail, code, password },
  });
  const token = await t.login(details.adminEmail!, password);
  return {
    token,
    email: details.adminEmail!,
    phone: details.adminPhonenumber!,
    password,
    schoolId,
  };
}

describe('ApproveSchool when the admin officer already has an account', () => {
  it('is refused with 409 naming the taken phone number, and appends nothing', async () => {
    const first = await enrolled({ adminPhonenumber: '0719999999' });
    await t.request('/api/commands/ApproveSchool', {
      json: { schoolId: first.schoolId },
      token: superToken,
    });
    await mailedCode(t.platform, first.details.adminEmail!);
    const second = await enrolled({ adminPhonenumber: '+263719999999' });
    const head = await t.platform.store.headPosition();
    const res = await t.request('/api/commands/ApproveSchool', {
      json: { schoolId: second.schoolId },
      token: superToken,
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain('+263719999999');
    expect(await t.platform.store.headPosition()).toBe(head);
  });
});
