import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolStudent } from '@chikoro/launcher/testing/families';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { feeSchool, type FeeSchool } from '@chikoro/launcher/testing/feeSchool';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

/**
 * One school's term of Tuition USD 250.00 and Levy USD 50.00. At each width the admin registers a
 * sponsor and grants it a learner enrolled for the test, typed into the search; billing then claims
 * the sponsor's part: BEAM 100 % of Rudo's tuition (USD 250.00), Delta up to USD 120.00 of
 * Chipo's tuition (USD 120.00).
 */
describe.runIf(run)('the Sponsors tab in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;
  let termId: string;
  let classId: string;
  let send: FeeSchool['send'];

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    ({ a, termId, classId, send } = await feeSchool(t));
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const cases = [
    {
      width: 1366,
      sponsor: 'BEAM',
      kind: 'BEAM',
      learner: ['Rudo', 'Moyo'],
      claimed: 'USD 250.00',
    },
    {
      width: 390,
      sponsor: 'Delta',
      kind: 'Employer',
      learner: ['Chipo', 'Ncube'],
      claimed: 'USD 120.00',
    },
  ] as const;

  it.each(cases)(
    'at $width px: the admin registers $sponsor, grants it a learner found by typing, and reads the claims register after billing (on a wide screen also records a payment and reverses it with a reason)',
    async ({ width, sponsor, kind, learner, claimed }) => {
      await enrolStudent(t, a, classId, [...learner]);
      const page = await signedIn(
        browser,
        t.url,
        { identifier: a.admin.email, password: a.admin.password },
        { width, height: width < 600 ? 844 : 900 },
        '/admin',
      );
      await page.goto(`${t.url}/admin/fees`);
      await page.getByRole('tab', { name: 'Sponsors' }).click();

      await page.getByRole('button', { name: 'Register sponsor' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').pressSequentially(sponsor, { delay: 50 });
      await dialog.getByLabel('Kind').selectOption({ label: kind });
      await dialog.getByRole('button', { name: 'Register' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Grant sponsorship' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByLabel('Sponsor', { exact: true }).selectOption({ label: sponsor });
      await dialog.getByLabel('Learner').pressSequentially(learner[0], { delay: 60 });
      await page.getByRole('option', { name: new RegExp(`${learner[0]} ${learner[1]}`) }).click();
      if (width < 600) {
        await dialog.getByLabel('Share').selectOption({ label: 'Up to a cap each term' });
        await dialog.getByLabel('Cap').pressSequentially('120.00', { delay: 50 });
      }
      await dialog.getByRole('button', { name: 'Grant' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const sponsored = width < 600 ? page.getByTestId('sponsor-card') : page.locator('tbody tr');
      await expect
        .poll(() => sponsored.filter({ hasText: sponsor }).first().textContent())
        .toContain(`${learner[0]} ${learner[1]}`);

      await send('RunBilling', { termId });
      await page.reload();
      await page.getByRole('tab', { name: 'Sponsors' }).click();
      const claims =
        width < 600
          ? page.getByTestId('claim-card').filter({ hasText: sponsor })
          : page.getByRole('table', { name: 'Sponsor claims' }).locator('tr', { hasText: sponsor });
      await expect.poll(() => claims.textContent()).toContain(claimed);
      await page
        .getByTestId('chart-sponsor-owed')
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();

      if (width >= 600) {
        await page.getByRole('button', { name: 'Record sponsor payment' }).click();
        dialog = page.getByRole('dialog');
        await dialog.getByLabel('Sponsor', { exact: true }).selectOption({ label: sponsor });
        await dialog.getByLabel('Amount').pressSequentially('100.00', { delay: 50 });
        await dialog.getByLabel('Reference').pressSequentially('BEAM-TRF-7', { delay: 30 });
        await dialog.getByRole('button', { name: 'Record' }).click();
        await dialog.waitFor({ state: 'hidden' });
        // Claimed USD 250.00, paid USD 100.00, owed USD 150.00.
        await expect.poll(() => claims.textContent()).toContain('USD 150.00');
        await expect.poll(() => claims.textContent()).toContain('USD 100.00');

        // The payment is in the sponsor payments with its receipt; reversed with a reason typed,
        // BEAM owes its USD 250.00 again.
        const paid = page
          .getByRole('list', { name: 'Sponsor payments' })
          .getByRole('listitem')
          .filter({ hasText: 'BEAM · USD 100.00 · BANK' });
        await expect.poll(() => paid.textContent()).toContain('Recorded');
        await paid.getByRole('button', { name: 'Reverse' }).click();
        dialog = page.getByRole('dialog');
        await dialog.getByLabel('Reason').pressSequentially('Transfer recalled', { delay: 40 });
        await dialog.getByRole('button', { name: 'Reverse' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => paid.textContent()).toContain('Reversed: Transfer recalled');
        await expect.poll(() => claims.textContent()).toContain('USD 0.00');
        expect(await claims.textContent()).toMatch(/USD 250\.00.*USD 0\.00.*USD 250\.00/);
      }
      await page.screenshot({ path: `test-results/fee-sponsors-${width}.png`, fullPage: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.close();
    },
    150_000,
  );
});
