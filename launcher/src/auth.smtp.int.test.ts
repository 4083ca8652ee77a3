import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentDetails } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { codeIn, startTestSmtpServer, type TestSmtpServer } from './testing/smtp';

let smtp: TestSmtpServer;
let t: TestPlatform;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await startTestPlatform({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.stop();
});

describe('mail over SMTP (SMTP_URL set, a real local SMTP server)', () => {
  it('delivers the approval code and the reset code; the reset completes with the code read from the received mail', async () => {
    const superToken = await t.login(t.superadmin.email, t.superadmin.password);
    const details = enrolmentDetails();
    const email = details.adminEmail.toLowerCase();
    const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
    await t.request('/api/commands/ApproveSchool', {
      json: { schoolId: enrolled.body.schoolId },
      token: superToken,
    });

    const approval = await smtp.waitForMail(email, (m) => /set your password/.test(m.subject));
    expect(approval.text).toContain(`/confirmotp?email=${encodeURIComponent(email)}`);
    const firstCode = codeIn(approval);
    expect(
      (
        await t.request('/api/auth/set-password', {
          json: { email, code: firstCode, password: 'First-password-1' },
        })
      ).status,
    ).toBe(200);

    expect((await t.request('/api/auth/forgot-password', { json: { email } })).status).toBe(202);
    const resetMail = await smtp.waitForMail(
      email,
      (m) => m.subject === 'Your Chikoro password reset code',
    );
    expect(resetMail.text).toContain('valid for 15 minutes');
    const verified = await t.request('/api/auth/verify-code', {
      json: { email, code: codeIn(resetMail) },
    });
    expect(verified.status).toBe(200);
    const reset = await t.request('/api/auth/reset-password', {
      json: {
        resetToken: verified.body.resetToken,
        password: 'Second-password-2',
        confirmPassword: 'Second-password-2',
      },
    });
    expect(reset.status).toBe(200);
    expect(
      (
        await t.request('/api/auth/login', {
          json: { identifier: email, password: 'Second-password-2' },
        })
      ).status,
    ).toBe(200);

    await expect
      .poll(
        async () =>
          (
            await t.platform.pool.query(
              'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND sent_at IS NOT NULL AND last_error IS NULL',
              [email],
            )
          ).rows[0].n,
        { timeout: 10_000 },
      )
      .toBe(2);
  });
});
