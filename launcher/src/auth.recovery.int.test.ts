import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, recoveryMessages } from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

/** An approved school's admin, with or without the first password set through the approval mail's code. */
async function approvedAdmin(options: { setPassword?: boolean } = {}) {
  const details = enrolmentDetails();
  const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
  await t.request('/api/commands/ApproveSchool', {
    json: { schoolId: enrolled.body.schoolId },
    token: superToken,
  });
  const email = details.adminEmail.toLowerCase();
  const code = await mailedCode(t.platform, email);
  const password = 'Admin-password-1';
  if (options.setPassword !== false) {
    expect(
      (await t.request('/api/auth/set-password', { json: { email, code, password } })).status,
    ).toBe(200);
  }
  return {
    email,
    phone: details.adminPhonenumber,
    password,
    code,
    schoolId: enrolled.body.schoolId as string,
  };
}

/** The newest reset code mailed to an address (the approval mail holds a code too: wait for the reset one). */
async function resetCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await t.platform.pool.query<{ body: string }>(
          "SELECT body FROM mail_outbox WHERE to_address = $1 AND subject = 'Your Chikoro password reset code' ORDER BY id DESC LIMIT 1",
          [email],
        );
        code = rows[0] && /one-time code is (\d{6})/.exec(rows[0].body)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function askForCode(email: string): Promise<string> {
  const before = await t.platform.pool.query(
    'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
    [email],
  );
  expect((await t.request('/api/auth/forgot-password', { json: { email } })).status).toBe(202);
  await expect
    .poll(
      async () =>
        (
          await t.platform.pool.query(
            'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
            [email],
          )
        ).rows[0].n,
      { timeout: 10_000 },
    )
    .toBe(before.rows[0].n + 1);
  return resetCode(email);
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown email exactly alike, and mails a code only to the known one', async () => {
    const admin = await approvedAdmin();
    const unknownEmail = `nobody-${Date.now()}@school.test`;
    const known = await t.request('/api/auth/forgot-password', {
      json: { email: admin.email.toUpperCase() },
    });
    const unknown = await t.request('/api/auth/forgot-password', { json: { email: unknownEmail } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: recoveryMessages.codeSent });
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
    expect(await resetCode(admin.email)).toMatch(/^\d{6}$/);
    const toUnknown = await t.platform.pool.query(
      'SELECT 1 FROM mail_outbox WHERE to_address = $1',
      [unknownEmail],
    );
    expect(toUnknown.rowCount).toBe(0);
  });

  it('needs an email', async () => {
    const res = await t.request('/api/auth/forgot-password', { json: { email: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: recoveryMessages.emailRequired }]);
  });

  it('allows five requests per email in 15 minutes, then 429 with Retry-After, known email or not', async () => {
    for (const email of [(await approvedAdmin()).email, `limit-${Date.now()}@school.test`]) {
      for (let i = 0; i < 5; i++)
        expect((await t.request('/api/auth/forgot-password', { json: { email } })).status).toBe(
          202,
        );
      const limited = await t.request('/api/auth/forgot-password', {
        json: { email: ` ${email.toUpperCase()} ` },
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toContain('application/problem+json');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.detail).toBe(recoveryMessages.tooManyRequests('15 minutes'));
    }
  });
});

describe('POST /api/auth/verify-code', () => {
  it('kills the code at the fifth wrong try: the right digits then fail too', async () => {
    const admin = await approvedAdmin();
    const code = await askForCode(admin.email);
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/api/auth/verify-code', {
        json: { email: admin.email, code: wrongCode(code) },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'code', message: recoveryMessages.codeInvalid }]);
    }
    expect(
      (await t.request('/api/auth/verify-code', { json: { email: admin.email, code } })).status,
    ).toBe(400);
  });

  it('takes the right code after a few wrong tries, once only', async () => {
    const admin = await approvedAdmin();
    const code = await askForCode(admin.email);
    for (let i = 0; i < 4; i++)
      expect(
        (
          await t.request('/api/auth/verify-code', {
            json: { email: admin.email, code: wrongCode(code) },
          })
        ).status,
      ).toBe(400);
    const ok = await t.request('/api/auth/verify-code', { json: { email: admin.email, code } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ resetToken: expect.any(String), expiresIn: 900 });
    expect(
      (await t.request('/api/auth/verify-code', { json: { email: admin.email, code } })).status,
    ).toBe(400);
  });

  it('refuses an expired code', async () => {
    const admin = await approvedAdmin();
    const code = await askForCode(admin.email);
    await t.platform.pool.query(
      "UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM auth_users WHERE email = $1) AND used_at IS NULL",
      [admin.email],
    );
    expect(
      (await t.request('/api/auth/verify-code', { json: { email: admin.email, code } })).status,
    ).toBe(400);
  });

  it('only the newest code works', async () => {
    const admin = await approvedAdmin();
    const first = await askForCode(admin.email);
    const second = await askForCode(admin.email);
    if (first !== second)
      expect(
        (await t.request('/api/auth/verify-code', { json: { email: admin.email, code: first } }))
          .status,
      ).toBe(400);
    expect(
      (await t.request('/api/auth/verify-code', { json: { email: admin.email, code: second } }))
        .status,
    ).toBe(200);
  });

  it("takes a new admin's set-password code from the approval mail, and the first password is set through reset-password", async () => {
    const admin = await approvedAdmin({ setPassword: false });
    const verified = await t.request('/api/auth/verify-code', {
      json: { email: admin.email, code: admin.code },
    });
    expect(verified.status).toBe(200);
    const reset = await t.request('/api/auth/reset-password', {
      json: {
        resetToken: verified.body.resetToken,
        password: 'First-password-1',
        confirmPassword: 'First-password-1',
      },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.role).toBe('ADMIN');
    expect(reset.body.session.user).toMatchObject({
      role: 'ADMIN',
      schoolId: admin.schoolId,
      email: admin.email,
    });
    expect(
      (await t.request('/api/enrolment-requests', { token: reset.body.session.token })).status,
    ).toBe(403);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: admin.phone, password: 'First-password-1' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  async function resetToken() {
    const admin = await approvedAdmin();
    const code = await askForCode(admin.email);
    const verified = await t.request('/api/auth/verify-code', {
      json: { email: admin.email, code },
    });
    return { admin, resetToken: verified.body.resetToken as string };
  }

  it('needs both passwords, at least 8 characters and alike; a refused try keeps the token', async () => {
    const { admin, resetToken: token } = await resetToken();
    const empty = await t.request('/api/auth/reset-password', { json: { resetToken: token } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'password', message: recoveryMessages.newPasswordRequired },
      { field: 'confirmPassword', message: recoveryMessages.confirmPasswordRequired },
    ]);
    const short = await t.request('/api/auth/reset-password', {
      json: { resetToken: token, password: 'short', confirmPassword: 'short' },
    });
    expect(short.body.errors).toEqual([{ field: 'password', message: recoveryMessages.tooShort }]);
    const mismatch = await t.request('/api/auth/reset-password', {
      json: { resetToken: token, password: 'Long-enough-1', confirmPassword: 'Long-enough-2' },
    });
    expect(mismatch.body.errors).toEqual([
      { field: 'confirmPassword', message: recoveryMessages.mismatch },
    ]);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: admin.email, password: admin.password },
        })
      ).status,
    ).toBe(200);
    const ok = await t.request('/api/auth/reset-password', {
      json: { resetToken: token, password: 'Long-enough-1', confirmPassword: 'Long-enough-1' },
    });
    expect(ok.status).toBe(200);
  });

  it('sets the password once per token, revokes every refresh token, and answers the role with a session', async () => {
    const { admin, resetToken: token } = await resetToken();
    const kept = await t.request('/api/auth/login', {
      json: { identifier: admin.email, password: admin.password, keepSignedIn: true },
    });
    expect(kept.body.refreshToken).toEqual(expect.any(String));
    const ok = await t.request('/api/auth/reset-password', {
      json: {
        resetToken: token,
        password: 'Brand-new-pass-1',
        confirmPassword: 'Brand-new-pass-1',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.role).toBe('ADMIN');
    expect(ok.body.session.refreshToken).toBeUndefined();
    expect(
      (await t.request('/api/auth/refresh', { json: { refreshToken: kept.body.refreshToken } }))
        .status,
    ).toBe(401);
    const old = await t.request('/api/auth/login', {
      json: { identifier: admin.email, password: admin.password },
    });
    expect(old.status).toBe(401);
    expect(old.body.detail).toBe(authMessages.invalidCredentials);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: admin.email, password: 'Brand-new-pass-1' },
        })
      ).status,
    ).toBe(200);
    const again = await t.request('/api/auth/reset-password', {
      json: { resetToken: token, password: 'Another-pass-22', confirmPassword: 'Another-pass-22' },
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { field: 'resetToken', message: recoveryMessages.resetTokenInvalid },
    ]);
  });

  it('refuses a token that was never issued', async () => {
    const res = await t.request('/api/auth/reset-password', {
      json: { resetToken: 'made-up', password: 'Long-enough-1', confirmPassword: 'Long-enough-1' },
    });
    expect(res.status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const { resetToken: token } = await resetToken();
    await t.platform.pool.query(
      "UPDATE auth_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    );
    expect(
      (
        await t.request('/api/auth/reset-password', {
          json: { resetToken: token, password: 'Long-enough-1', confirmPassword: 'Long-enough-1' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/auth/login rate limit', () => {
  it('after ten failures for one identifier (any spelling of a phone), even the right password waits: 429 with Retry-After', async () => {
    const admin = await approvedAdmin();
    const spellings = [
      admin.phone,
      admin.phone.replace(/^0/, '+263'),
      admin.phone.replace(/^0/, '263'),
    ];
    for (let i = 0; i < 10; i++) {
      const res = await t.request('/api/auth/login', {
        json: { identifier: spellings[i % 3], password: 'wrong-password' },
      });
      expect(res.status).toBe(401);
    }
    const limited = await t.request('/api/auth/login', {
      json: { identifier: admin.phone, password: admin.password },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: admin.email, password: admin.password },
        })
      ).status,
    ).toBe(200);
  });
});
