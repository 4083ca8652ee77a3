import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '@chikoro/launcher/testing/dates';
import { currentRecords, thisYear } from '@chikoro/launcher/testing/family';
import { inviteParent, linkParent } from '@chikoro/launcher/testing/families';
import {
  mailedCode,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET, registerTeacher } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();
const PASSWORD = 'Bursar-pass-1';

/**
 * The admin adds a bursar, who sets a password from the mailed code, lands on the Fees page and
 * takes a ZiG payment for two siblings billed in US dollars; a teacher has no Fees entry.
 */
describe.runIf(run)('the bursar in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let teacher: { email: string };

  const send = async (type: string, json: unknown) => {
    const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
    expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body as Record<string, string>;
  };

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    const rec = await currentRecords(t, school);
    const { classId } = await send('CreateClass', {
      levelId: rec.levels.form1,
      name: 'Form 1 Blue',
    });
    const parentId = await inviteParent(t, school, {
      phoneNumber: '0772660101',
      firstName: 'Chipo',
      lastName: 'Moyo',
    });
    for (const firstName of ['Rudo', 'Tapiwa']) {
      const { studentId } = await send('EnrolStudent', {
        firstName,
        lastName: 'Moyo',
        dob: '2013-05-01',
        gender: 'female',
        classId,
      });
      await linkParent(t, school, parentId, studentId!);
    }
    // Tuition of US$300.00 each, billed; today's official rate.
    await send('DefineFeeItem', {
      termId: rec.termId,
      name: 'Tuition',
      category: 'TUITION',
      amount: { currency: 'USD', minor: '30000' },
      dueDate: dayFromToday(10),
    });
    await send('ApproveFeeSchedule', { termId: rec.termId });
    await send('RunBilling', { termId: rec.termId });
    await send('RecordExchangeRate', {
      date: dayFromToday(0),
      base: 'USD',
      quote: 'ZWG',
      rate: '26.7834',
      source: 'RBZ interbank rate',
    });
    const { details, res } = await registerTeacher(t, school.admin.token);
    expect(res.status).toBe(201);
    teacher = { email: details.email.toLowerCase() };
    await t.request('/api/auth/set-password', {
      json: {
        email: teacher.email,
        code: await mailedCode(t.platform, teacher.email),
        password: PASSWORD,
      },
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const type = (page: Page, name: string, text: string) =>
    page.locator(`[name=${name}]`).pressSequentially(text, { delay: 40 });
  const receipt = (n: number) => `${thisYear()}-${String(n).padStart(6, '0')}`;

  const desks = [
    { width: 1366, first: 'Nyasha', left: 'USD 400.00', n: 1 },
    { width: 390, first: 'Farai', left: 'USD 200.00', n: 2 },
  ] as const;

  for (const { width, first, left, n } of desks) {
    it(`at ${width} px: the admin adds ${first} as bursar, who signs in from the mailed code and takes ZWG 5,356.68 for the two siblings`, async () => {
      const viewport = { width, height: width < 600 ? 844 : 900 };
      const email = `${first.toLowerCase()}.bursar.${Date.now()}@example.com`;
      const admin = await signedIn(
        browser,
        t.url,
        { identifier: school.admin.email, password: school.admin.password },
        viewport,
        '/admin',
      );
      await admin.goto(`${t.url}/admin/bursars`);
      await admin.getByRole('button', { name: 'Add bursar' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Add a bursar' });
      await dialog.waitFor();
      await type(admin, 'firstName', first);
      await type(admin, 'lastName', 'Gumbo');
      await type(admin, 'email', email);
      await type(admin, 'phone', '0772 123 456');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => admin.getByText(email).count()).toBeGreaterThan(0);
      await admin.screenshot({ path: `test-results/bursar-added-${width}.png`, fullPage: true });
      expect(await noSidewaysScroll(admin)).toBe(true);
      await admin.close();

      const page = await browser.newPage({ viewport });
      await page.goto(`${t.url}/confirmotp?email=${encodeURIComponent(email)}`);
      await type(page, 'code', await mailedCode(t.platform, email));
      await page.getByRole('button', { name: 'Proceed' }).click();
      await page.waitForURL('**/createnewpassword');
      await type(page, 'password', PASSWORD);
      await type(page, 'confirmPassword', PASSWORD);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.waitForURL('**/bursar', { timeout: 15_000 });

      // The sidebar holds Fees alone, and it is the page the bursar lands on.
      if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'Fees' }).waitFor();
      expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Fees']);
      if (width < 600) await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Payment desk' }).click();
      await type(page, 'search', 'Moyo');
      await page
        .getByRole('list', { name: 'Learners found' })
        .getByRole('button', { name: /Rudo Moyo/ })
        .click();
      const balances = page.getByRole('table', { name: 'Family balances' });
      await expect
        .poll(() => balances.textContent())
        .toContain(n === 1 ? 'USD 600.00' : 'USD 400.00');

      // Dated today: only the admin may back-date, so the bursar is offered no date.
      expect(await page.locator('[name=date]').count()).toBe(0);
      await page.selectOption('[name=currency]', 'ZWG');
      await type(page, 'amount', '5356.68');
      await page.getByRole('button', { name: 'Take payment' }).click();
      const taken = page.getByRole('status').filter({ hasText: 'Payment taken' });
      await expect
        .poll(() => taken.textContent())
        .toContain(`Payment taken: receipt ${receipt(n)}`);
      const download = page.waitForEvent('download');
      await taken.getByRole('button', { name: 'Print receipt' }).click();
      expect((await download).suggestedFilename()).toBe(`receipt-${receipt(n)}.pdf`);
      // ZWG 5,356.68 at 26.7834 is US$200.00 off the siblings' US$ tuition.
      await expect.poll(() => balances.textContent()).toContain(left);
      await page.screenshot({ path: `test-results/bursar-desk-${width}.png`, fullPage: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    }, 150_000);
  }

  it.each([1366, 390])(
    'at %i px: a teacher has no Fees entry',
    async (width) => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: teacher.email, password: PASSWORD },
        { width, height: width < 600 ? 844 : 900 },
        '/teacher-portal',
      );
      if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
      const items = page.getByRole('menuitem');
      await items.filter({ hasText: 'Dashboard' }).first().waitFor();
      expect(await items.allTextContents()).not.toContain('Fees');
      expect(await page.getByRole('menuitem', { name: 'Fees', exact: true }).count()).toBe(0);
      await page.close();
    },
    60_000,
  );
});
