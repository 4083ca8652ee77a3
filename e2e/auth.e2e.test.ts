import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, parentRegistrationMessages, recoveryMessages } from '@chikoro/contracts';
import { enrolmentDetails } from '@chikoro/launcher/testing/fixtures';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { codeIn, startTestSmtpServer, type TestSmtpServer } from '@chikoro/launcher/testing/smtp';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();
const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
/** Everything a sign-in leaves in the browser, and the school branding cached beside it. */
const sessionKeys = [
  'token',
  'refreshToken',
  'firstName',
  'lastName',
  'role',
  'userRole',
  'userID',
  'schoolID',
  'email',
  'logo',
  'schoolName',
  'schoolAddress',
];

describe.runIf(run)('signing in, signing out and recovering a password in Chromium', () => {
  let t: TestPlatform;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let superToken: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestPlatform({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    superToken = await t.login(t.superadmin.email, t.superadmin.password);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    await smtp?.stop();
  });

  /** A school enrols and is approved over HTTP; the admin's approval mail arrives over SMTP. */
  async function approvedSchool() {
    const details = enrolmentDetails();
    const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
    await t.request('/api/commands/ApproveSchool', {
      json: { schoolId: enrolled.body.schoolId },
      token: superToken,
    });
    const email = details.adminEmail.toLowerCase();
    const mail = await smtp.waitForMail(email, (m) => /set your password/.test(m.subject));
    return { email, phone: details.adminPhonenumber, mail };
  }

  async function signIn(page: Page, identifier: string, password: string, keepSignedIn = false) {
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', identifier);
    await page.fill('[name=password]', password);
    if (keepSignedIn) await page.getByLabel('Keep me signed in').check();
    await page.getByRole('button', { name: 'Login' }).click();
  }

  /** 'Confirm the OTP' then 'Reset your password', as the screens ask. */
  async function confirmAndSetPassword(page: Page, code: string, password: string) {
    await expect.poll(() => page.getByRole('heading', { name: 'Confirm the OTP' }).count()).toBe(1);
    await page.fill('[name=code]', code);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL('**/createnewpassword');
    await page.fill('[name=password]', password);
    await page.fill('[name=confirmPassword]', `${password}-not`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect
      .poll(() => page.locator('#new-confirmPassword-helper-text').textContent())
      .toBe(recoveryMessages.mismatch);
    await page.fill('[name=confirmPassword]', password);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/resetpasswordresult');
    await expect
      .poll(() => page.locator('[data-testid=reset-result]').textContent())
      .toContain(recoveryMessages.resetSucceeded);
    expect(await page.getByRole('link', { name: 'Login here' }).getAttribute('href')).toBe(
      '/login',
    );
  }

  describe.each(viewports)('on a $name screen', ({ name, viewport }) => {
    it('a new admin sets the first password from the approval mail link, lands in /admin, and each role signs in to its own area', async () => {
      const school = await approvedSchool();
      const page = await browser.newPage({ viewport });
      const link = new URL(/(https?:\/\/\S+\/confirmotp\?\S+)/.exec(school.mail.text)![1]!);
      await page.goto(`${t.url}${link.pathname}${link.search}`);
      await confirmAndSetPassword(page, codeIn(school.mail), 'First-password-1');
      await page.waitForURL('**/admin', { timeout: 10_000 });
      await page.goto(`${t.url}/logout`);
      await page.waitForURL('**/login');

      await signIn(page, school.email, 'wrong-password');
      await expect
        .poll(() => page.locator('[data-testid=login-error]').textContent())
        .toBe(authMessages.invalidCredentials);
      await signIn(page, school.phone, 'First-password-1');
      await page.waitForURL('**/admin');
      await page.goto(`${t.url}/logout`);
      await page.waitForURL('**/login');

      await signIn(page, t.superadmin.email, t.superadmin.password);
      await page.waitForURL('**/superadmin-dashboard**');
      await page.screenshot({ path: `test-results/auth-superadmin-${name}.png` });
      await page.close();
    });

    it('recovers a password with the code read from the SMTP server, and routes by role', async () => {
      const school = await approvedSchool();
      const page = await browser.newPage({ viewport });
      await page.goto(
        school.mail.text
          .match(/https?:\/\/\S+\/confirmotp\?\S+/)![0]
          .replace(/^https?:\/\/[^/]+/, t.url),
      );
      await confirmAndSetPassword(page, codeIn(school.mail), 'Before-reset-1');
      await page.evaluate(() => localStorage.clear());

      await page.goto(`${t.url}/login`);
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect
        .poll(() => page.locator('#forgot-email-helper-text').textContent())
        .toBe(recoveryMessages.emailRequired);
      expect(await page.getByRole('link', { name: 'No, Cancel' }).getAttribute('href')).toBe(
        '/login',
      );
      await page.fill('[name=email]', school.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect
        .poll(() => page.locator('[data-testid=forgot-result]').textContent())
        .toBe(`Success: ${recoveryMessages.codeSent}`);
      await page.screenshot({ path: `test-results/auth-forgot-${name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Enter the code' }).click();
      await page.waitForURL('**/confirmotp?email=*');

      const mail = await smtp.waitForMail(
        school.email,
        (m) => m.subject === 'Your Chikoro password reset code',
      );
      const code = codeIn(mail);
      await page.fill('[name=code]', code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Proceed' }).click();
      await expect
        .poll(() => page.locator('[data-testid=otp-error]').textContent())
        .toBe(`Error: ${recoveryMessages.codeInvalid}`);
      await confirmAndSetPassword(page, code, 'After-reset-22');
      await page.screenshot({ path: `test-results/auth-reset-result-${name}.png`, fullPage: true });
      await page.waitForURL('**/admin', { timeout: 10_000 });

      expect(
        (
          await t.request('/api/auth/login', {
            json: { identifier: school.email, password: 'Before-reset-1' },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await t.request('/api/auth/login', {
            json: { identifier: school.email, password: 'After-reset-22' },
          })
        ).status,
      ).toBe(200);
      await page.close();
    });

    it('logout clears the stored session and branding, revokes the refresh token, and a protected page then goes to /login', async () => {
      const page = await browser.newPage({ viewport });
      await signIn(page, t.superadmin.email, t.superadmin.password, true);
      await page.waitForURL('**/superadmin-dashboard**');
      await page.evaluate(() => {
        localStorage.setItem('logo', '/api/files/logo');
        localStorage.setItem('schoolName', 'A school');
        localStorage.setItem('schoolAddress', '1 Road');
      });
      const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
      expect(refreshToken).toBeTruthy();
      await page.goto(`${t.url}/logout`);
      await page.waitForURL('**/login');
      const left = await page.evaluate(
        (keys) => keys.filter((k) => localStorage.getItem(k) !== null),
        sessionKeys,
      );
      expect(left).toEqual([]);
      expect((await t.request('/api/auth/refresh', { json: { refreshToken } })).status).toBe(401);
      await page.goto(`${t.url}/superadmin-dashboard`);
      await page.waitForURL('**/login');
      await page.goto(`${t.url}/admin`);
      await page.waitForURL('**/login');
      await page.close();
    });

    it('keep me signed in: an expired access token is refreshed once; without a refresh token the session ends at /login', async () => {
      const page = await browser.newPage({ viewport });
      await signIn(page, t.superadmin.email, t.superadmin.password, true);
      await page.waitForURL('**/superadmin-dashboard**');
      const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
      await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
      await page.goto(`${t.url}/superadmin-dashboard/school-enrolment-requests`);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('refreshToken')), { timeout: 10_000 })
        .not.toBe(before);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).not.toBe('expired.access.token');
      expect((await t.request('/api/enrolment-requests', { token: token! })).status).toBe(200);
      expect(page.url()).toContain('/superadmin-dashboard/school-enrolment-requests');

      await page.evaluate(() => {
        localStorage.setItem('token', 'expired.access.token');
        localStorage.removeItem('refreshToken');
      });
      await page.goto(`${t.url}/superadmin-dashboard/school-enrolment-requests`);
      await page.waitForURL('**/login', { timeout: 10_000 });
      await expect
        .poll(() =>
          page.evaluate(() => localStorage.getItem('token')).catch(() => 'still navigating'),
        )
        .toBeNull();
      await page.close();
    });

    it('a parent registers from the invitation mail and signs in with the phone to /parent; the used link then fails', async () => {
      const school = await approvedSchool();
      const adminCode = codeIn(school.mail);
      await t.request('/api/auth/set-password', {
        json: { email: school.email, code: adminCode, password: 'Admin-password-1' },
      });
      const adminToken = await t.login(school.email, 'Admin-password-1');
      const phone = `071${String(Date.now()).slice(-7)}`;
      const parentEmail = `parent-${name}-${Date.now()}@example.com`;
      expect(
        (
          await t.request('/api/commands/InviteParent', {
            json: { phoneNumber: phone, firstName: 'Tariro', email: parentEmail },
            token: adminToken,
          })
        ).status,
      ).toBe(201);
      const invitation = await smtp.waitForMail(parentEmail, (m) =>
        /invites you to Chikoro/.test(m.subject),
      );
      const link = new URL(/(https?:\/\/\S+\/register\?\S+)/.exec(invitation.text)![1]!);
      const path = `${link.pathname}${link.search}`;

      const page = await browser.newPage({ viewport });
      await page.goto(`${t.url}${path}`);
      await expect.poll(() => page.getByText(parentRegistrationMessages.intro).count()).toBe(1);
      expect(await page.locator('[name=phonenumber]').isDisabled()).toBe(true);
      expect(
        await page
          .getByRole('link', { name: 'Terms of Service', exact: true })
          .getAttribute('href'),
      ).toBe('/terms');
      expect(
        await page.getByRole('link', { name: 'Privacy Policy', exact: true }).getAttribute('href'),
      ).toBe('/privacy');
      await fillRegistration(page, `reg-${name}-${Date.now()}@example.com`);
      await page.screenshot({ path: `test-results/auth-register-${name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect
        .poll(() => page.locator('[data-testid=registration-result]').textContent(), {
          timeout: 10_000,
        })
        .toContain(parentRegistrationMessages.created);
      await page.waitForURL('**/login', { timeout: 10_000 });

      await signIn(page, `+263${phone.slice(1)}`, 'Parent-pass-1');
      await page.waitForURL('**/parent');
      await page.goto(`${t.url}/logout`);
      await page.waitForURL('**/login');

      await page.goto(`${t.url}${path}`);
      await fillRegistration(page, `again-${name}-${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect
        .poll(() => page.locator('[data-testid=registration-result]').textContent(), {
          timeout: 10_000,
        })
        .toContain(parentRegistrationMessages.failed);
      await page.close();
    });

    it('an invalid phoneNumber goes to /, an unknown path stays a 404, and known routes are not taken for registrations', async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${t.url}/welcome?phoneNumber=0242700100`);
      await page.waitForURL(`${t.url}/`);
      await page.goto(`${t.url}/register?phoneNumber=12345`);
      await page.waitForURL(`${t.url}/`);
      await page.goto(`${t.url}/no-such-page`);
      await expect
        .poll(() => page.getByRole('heading', { name: "Oops, this page doesn't exist" }).count())
        .toBe(1);
      await page.goto(`${t.url}/login?phoneNumber=0771234567`);
      await expect.poll(() => page.getByRole('button', { name: 'Login' }).count()).toBe(1);
      expect(await page.getByText(parentRegistrationMessages.intro).count()).toBe(0);
      await page.goto(`${t.url}/parent-portal`);
      await page.waitForURL('**/login');
      await page.close();
    });
  });
});

async function fillRegistration(page: Page, email: string) {
  await page.fill('[name=firstName]', 'Tariro');
  await page.fill('[name=middleName]', 'Nyasha');
  await page.fill('[name=lastName]', 'Moyo');
  await page.fill('[name=email]', email);
  await page.fill('[name=address]', '22 Fife Street');
  await page.selectOption('select[name=country]', 'Zimbabwe');
  await page.selectOption('select[name=province]', 'Bulawayo');
  await page.selectOption('select[name=district]', 'Bulawayo');
  await page.fill('[name=password]', 'Parent-pass-1');
  await page.fill('[name=repeatPassword]', 'Parent-pass-1');
}
