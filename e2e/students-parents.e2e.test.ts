import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from '@chikoro/launcher/testing/classes';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();
const yy = String(new Date().getUTCFullYear()).slice(2);

describe.runIf(run)('student and parent management in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Mabvazuva High School',
    });
    await levelWithClass(t, school, 'Form 2', 'Form 2 Blue');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function signedInPage(width: number, path: string): Promise<Page> {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: school.admin.email, password: school.admin.password },
      { width, height: 900 },
      '/admin',
    );
    await page.goto(`${t.url}/admin/${path}`);
    return page;
  }
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/students-parents-${name}.png`, fullPage: true });
  let code = '';

  it('on a desktop: enrols a student into a class, shows the registration number, issues a printable sign-in code', async () => {
    const page = await signedInPage(1366, 'student-management');
    await page.getByRole('button', { name: 'Add Individually' }).click();
    await page.fill('#student-firstName', 'Tendai');
    await page.fill('#student-lastName', 'Moyo');
    await page.fill('#student-dob', '2012-03-14');
    await page.selectOption('#student-gender', 'male');
    await page.selectOption('#student-classId', { label: 'Form 2 Blue (Form 2)' });
    await page.fill('#student-parentPhone', '0772 555 101');
    await page.fill('#student-parentEmail', 'mai.tendai@families.test');
    await page.selectOption('#student-province', 'Harare');
    await page.selectOption('#student-district', 'Harare Urban');
    await page.getByRole('button', { name: 'Add student' }).click();
    await expect
      .poll(() => page.getByTestId('enrolled').textContent(), { timeout: 10_000 })
      .toBe(`Student added Success: Tendai Moyo, registration number MAB-${yy}-0001`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText(`MAB-${yy}-0001`).waitFor();
    expect(await page.getByRole('row', { name: /Tendai Moyo/ }).textContent()).toContain(
      'Form 2 Blue',
    );
    await shot(page, 'students-1366');

    await page.getByRole('button', { name: 'Issue sign-in code: Tendai Moyo' }).click();
    await page.getByRole('button', { name: 'Issue code' }).click();
    code = (await page.getByTestId('sign-in-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await shot(page, 'sign-in-code-1366');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.close();
  });

  it('the student sets a password with the code and the registration number, and signs in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}/confirmotp?email=MAB-${yy}-0001`);
    await page.fill('[name=code]', code);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL('**/createnewpassword');
    await page.fill('[name=password]', 'Tendai-pass-1');
    await page.fill('[name=confirmPassword]', 'Tendai-pass-1');
    await page
      .getByRole('button', { name: /reset|save|set/i })
      .first()
      .click();
    await expect
      .poll(
        async () =>
          (
            await t.request('/api/auth/login', {
              json: { identifier: `mab-${yy}-0001`, password: 'Tendai-pass-1' },
            })
          ).status,
        { timeout: 10_000 },
      )
      .toBe(200);
    await page.close();
  });

  it('on a desktop: the parent from the enrolment is listed with the child; another parent is added and linked', async () => {
    const page = await signedInPage(1366, 'parent-management');
    await expect
      .poll(() => page.getByRole('row', { name: /263772555101/ }).textContent(), {
        timeout: 10_000,
      })
      .toContain('Tendai Moyo');
    await page.getByRole('button', { name: 'Add Individually' }).click();
    // A phone that is not a Zimbabwean mobile is refused under its field and in the list, and nothing is sent.
    await page.locator('#parent-phoneNumber').pressSequentially('0712', { delay: 60 });
    await page.getByRole('button', { name: 'Invite parent' }).click();
    await expect
      .poll(() => page.getByTestId('parent-errors').textContent())
      .toBe("Enter the parent's Zimbabwean mobile number");
    expect(await page.locator('#parent-phoneNumber-helper-text').textContent()).toBe(
      "Enter the parent's Zimbabwean mobile number",
    );
    expect(await page.getByText('is added as a parent.').count()).toBe(0);
    await page.locator('#parent-phoneNumber').clear();
    await page.fill('#parent-phoneNumber', '0712 555 202');
    await page.fill('#parent-firstName', 'Farai');
    await page.fill('#parent-lastName', 'Moyo');
    await page.getByRole('button', { name: 'Invite parent' }).click();
    await page.getByText('Farai Moyo is added as a parent.').waitFor();
    await page
      .getByText('Invitation SMS to 0712 555 202: not sent: no SMS provider is configured')
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'View details: Farai Moyo' }).click();
    await page.getByRole('combobox', { name: 'Link a student' }).fill('Tendai');
    await page.getByRole('option', { name: `Tendai Moyo (MAB-${yy}-0001)` }).click();
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByRole('button', { name: 'Unlink Tendai Moyo' }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.getByRole('row', { name: /Farai Moyo/ }).textContent())
      .toContain('Tendai Moyo');
    await shot(page, 'parents-1366');
    await page.close();
  });

  it('on a phone (390 px): both lists are cards, without sideways scrolling', async () => {
    for (const path of ['student-management', 'parent-management']) {
      const page = await signedInPage(390, path);
      await page
        .getByTestId(path === 'student-management' ? 'student-card' : 'parent-card')
        .first()
        .waitFor({ timeout: 10_000 });
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `${path}-390`);
      await page.close();
    }
  });
});
