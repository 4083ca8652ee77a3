import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.stop());

async function signIn(identifier: string, password: string, keepSignedIn = false) {
  const res = await t.request('/api/auth/login', { json: { identifier, password, keepSignedIn } });
  expect(res.status).toBe(200);
  return {
    token: res.body.token as string,
    refreshToken: res.body.refreshToken as string | undefined,
  };
}

const superadmin = () => signIn(t.superadmin.email, t.superadmin.password);

/** Something every signed-in superadmin may do on each side: a command (write) and a list (read). */
const command = (token: string) =>
  t.request('/api/commands/UpdateMyProfile', {
    json: { firstName: 'Platform', lastName: 'Superadmin' },
    token,
  });
const list = (token: string) => t.request('/api/enrolment-requests', { token });

async function approvedAdmin() {
  const { token } = await superadmin();
  const details = enrolmentDetails();
  const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
  await t.request('/api/commands/ApproveSchool', {
    json: { schoolId: enrolled.body.schoolId },
    token,
  });
  const email = details.adminEmail.toLowerCase();
  const password = 'Admin-password-1';
  expect(
    (
      await t.request('/api/auth/set-password', {
        json: { email, code: await mailedCode(t.platform, email), password },
      })
    ).status,
  ).toBe(200);
  return { email, password };
}

describe('after signing out', () => {
  it('the access token of the session is refused at once, by the command and the query side alike', async () => {
    const { token } = await superadmin();
    expect((await command(token)).status).toBeLessThan(300);
    expect((await list(token)).status).toBe(200);
    expect((await t.request('/api/auth/logout', { json: {}, token })).status).toBe(204);
    for (const res of [
      await command(token),
      await list(token),
      await t.request('/api/me', { token }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('Your sign-in has ended. Sign in again.');
    }
  });

  it('with a kept sign-in, its refresh token ends with it; the account’s sessions on other devices go on', async () => {
    const here = await signIn(t.superadmin.email, t.superadmin.password, true);
    const elsewhere = await signIn(t.superadmin.email, t.superadmin.password, true);
    expect((await t.request('/api/auth/logout', { json: {}, token: here.token })).status).toBe(204);
    expect(
      (await t.request('/api/auth/refresh', { json: { refreshToken: here.refreshToken } })).status,
    ).toBe(401);
    expect((await list(elsewhere.token)).status).toBe(200);
    expect(
      (await t.request('/api/auth/refresh', { json: { refreshToken: elsewhere.refreshToken } }))
        .status,
    ).toBe(200);
  });

  it('with only the refresh token (the access token had expired), that session ends: its access token too', async () => {
    const kept = await signIn(t.superadmin.email, t.superadmin.password, true);
    const other = await superadmin();
    expect(
      (await t.request('/api/auth/logout', { json: { refreshToken: kept.refreshToken } })).status,
    ).toBe(204);
    expect((await list(kept.token)).status).toBe(401);
    expect((await list(other.token)).status).toBe(200);
  });
});

describe('a refreshed session', () => {
  it('stays one session: signing out with the new token ends the old access token as well', async () => {
    const kept = await signIn(t.superadmin.email, t.superadmin.password, true);
    const refreshed = await t.request('/api/auth/refresh', {
      json: { refreshToken: kept.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    await t.request('/api/auth/logout', {
      json: { refreshToken: refreshed.body.refreshToken },
      token: refreshed.body.token,
    });
    expect((await list(kept.token)).status).toBe(401);
    expect((await list(refreshed.body.token)).status).toBe(401);
  });
});

describe('changing or resetting the password', () => {
  it('a change ends the other sessions at once, and keeps the one that made it', async () => {
    const admin = await approvedAdmin();
    const here = await signIn(admin.email, admin.password, true);
    const elsewhere = await signIn(admin.email, admin.password, true);
    const changed = await t.request('/api/me/password', {
      json: {
        currentPassword: admin.password,
        newPassword: 'Changed-password-2',
        repeatPassword: 'Changed-password-2',
      },
      token: here.token,
    });
    expect(changed.status).toBe(200);
    expect((await t.request('/api/me', { token: elsewhere.token })).status).toBe(401);
    expect(
      (await t.request('/api/auth/refresh', { json: { refreshToken: elsewhere.refreshToken } }))
        .status,
    ).toBe(401);
    expect((await t.request('/api/me', { token: here.token })).status).toBe(200);
    expect(
      (await t.request('/api/auth/refresh', { json: { refreshToken: here.refreshToken } })).status,
    ).toBe(200);
  });

  it('a reset with a mailed code ends every session', async () => {
    const admin = await approvedAdmin();
    const before = await signIn(admin.email, admin.password);
    expect(
      (await t.request('/api/auth/forgot-password', { json: { email: admin.email } })).status,
    ).toBe(202);
    let code = '';
    await expect
      .poll(
        async () => {
          const { rows } = await t.platform.pool.query<{ body: string }>(
            "SELECT body FROM mail_outbox WHERE to_address = $1 AND subject = 'Your Chikoro password reset code' ORDER BY id DESC LIMIT 1",
            [admin.email],
          );
          code = (rows[0] && /one-time code is (\d{6})/.exec(rows[0].body)?.[1]) ?? '';
          return code;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^\d{6}$/);
    const verified = await t.request('/api/auth/verify-code', {
      json: { email: admin.email, code },
    });
    const reset = await t.request('/api/auth/reset-password', {
      json: {
        resetToken: verified.body.resetToken,
        password: 'Reset-password-3',
        confirmPassword: 'Reset-password-3',
      },
    });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/me', { token: before.token })).status).toBe(401);
    expect((await t.request('/api/me', { token: reset.body.session.token })).status).toBe(200);
  });
});
