import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolStudent, inviteParent } from '@chikoro/launcher/testing/families';
import { thisYear } from '@chikoro/launcher/testing/family';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { newPhone } from '@chikoro/launcher/testing/people';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { feeSchool } from '@chikoro/launcher/testing/feeSchool';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

/**
 * A school whose term is approved but not yet billed. The payment desk finds Farai Sibanda (alone)
 * and Tapiwa Moyo (Rudo Moyo's brother, one mother) by typing, though neither was ever billed, and
 * takes a payment ahead of billing: the family's card shows nothing billed and the payment as credit.
 */
describe.runIf(run)('a payment ahead of billing on the payment desk in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    let classId: string;
    ({ a, classId } = await feeSchool(t));
    await enrolStudent(t, a, classId, ['Farai', 'Sibanda']);
    const mother = await inviteParent(t, a, {
      phoneNumber: newPhone().local,
      firstName: 'Tsitsi',
      lastName: 'Moyo',
    });
    await enrolStudent(t, a, classId, ['Rudo', 'Moyo'], [mother]);
    await enrolStudent(t, a, classId, ['Tapiwa', 'Moyo'], [mother]);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const type = (page: Page, name: string, text: string) =>
    page.locator(`[name=${name}]`).pressSequentially(text, { delay: 60 });
  const receipt = (n: number) => `${thisYear()}-${String(n).padStart(6, '0')}`;

  const desks = [
    { width: 1366, typed: 'Sibanda', learner: 'Farai Sibanda', family: 'Farai Sibanda', n: 1 },
    { width: 390, typed: 'Tapiwa', learner: 'Tapiwa Moyo', family: 'Tapiwa Moyo, Rudo Moyo', n: 2 },
  ] as const;

  for (const { width, typed, learner, family, n } of desks) {
    it(`at ${width} px: the admin finds ${learner}, never billed, and takes USD 40.00 as credit for the family`, async () => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: a.admin.email, password: a.admin.password },
        { width, height: width < 600 ? 844 : 900 },
        '/admin',
      );
      await page.goto(`${t.url}/admin/fees`);
      await page.getByRole('tab', { name: 'Payment desk' }).click();
      await type(page, 'search', typed);
      await page
        .getByRole('list', { name: 'Learners found' })
        .getByRole('button', { name: new RegExp(learner) })
        .click();
      const card = page.getByRole('heading', { level: 2, name: family });
      await card.waitFor();
      await page.getByText('Nothing billed or paid yet').waitFor();

      await type(page, 'amount', '40.00');
      await page.getByRole('button', { name: 'Take payment' }).click();
      const taken = page.getByRole('status').filter({ hasText: 'Payment taken' });
      await expect
        .poll(() => taken.textContent())
        .toContain(`Payment taken: receipt ${receipt(n)}`);

      // Billed, paid, credit, credited / written off, balance: nothing billed, USD 40.00 ahead.
      const row = page.getByRole('table', { name: 'Family balances' }).locator('tbody tr');
      await expect
        .poll(() => row.locator('td').allTextContents())
        .toEqual(['USD 0.00', 'USD 0.00', 'USD 40.00', 'USD 0.00', 'USD -40.00']);
      await expect
        .poll(() => page.getByRole('list', { name: 'Payments' }).textContent())
        .toContain(receipt(n));
      await page.screenshot({ path: `test-results/fee-advance-${width}.png`, fullPage: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    }, 120_000);
  }
});
