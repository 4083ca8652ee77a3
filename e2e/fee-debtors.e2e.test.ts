import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '@chikoro/launcher/testing/dates';
import { enrolStudent } from '@chikoro/launcher/testing/families';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET, twoSchools } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

/**
 * One school billed Tuition USD 300.00 due 45 days ago (30–59 days overdue) for Rudo Moyo and
 * Chipo Ncube; Rudo paid USD 100.00 in cash today. The debtors owe USD 500.00 in all.
 */
describe.runIf(run)('the debtors list and the day’s cash-up in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    const schools = await twoSchools(t);
    a = schools.a;
    const send = async (type: string, json: unknown) => {
      const res = await t.request(`/api/commands/${type}`, { json, token: a.admin.token });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
      return res.body as Record<string, string>;
    };
    const classId = (
      await send('CreateClass', { levelId: schools.recA.levels.form1, name: 'Form 1 Blue' })
    ).classId!;
    const rudo = await enrolStudent(t, a, classId, ['Rudo', 'Moyo']);
    await enrolStudent(t, a, classId, ['Chipo', 'Ncube']);
    await send('DefineFeeItem', {
      termId: schools.recA.termId,
      name: 'Tuition',
      category: 'TUITION',
      amount: { currency: 'USD', minor: '30000' },
      dueDate: dayFromToday(-45),
      payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
    });
    await send('ApproveFeeSchedule', { termId: schools.recA.termId });
    await send('RunBilling', { termId: schools.recA.termId });
    await send('RecordPayment', {
      studentId: rudo,
      amount: { currency: 'USD', minor: '10000' },
      channel: 'CASH',
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it.each([1366, 390])(
    'at %i px: the admin sees what the debtors owe and how old, finds a family by name, and prints the day’s cash-up',
    async (width) => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: a.admin.email, password: a.admin.password },
        { width, height: width < 600 ? 844 : 900 },
        '/admin',
      );
      await page.goto(`${t.url}/admin/fees`);
      await page.getByRole('tab', { name: 'Debtors' }).click();
      const totals = page.getByTestId('debtor-totals');
      await expect.poll(() => totals.textContent()).toContain('USD 500.00');
      await expect.poll(() => totals.textContent()).toContain('owed by 2 families');
      await expect.poll(() => totals.textContent()).toContain('30–59 days USD 500.00');
      await page
        .getByTestId('chart-debtor-ageing')
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();
      const rows = width < 900 ? page.getByTestId('debtor-card') : page.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);

      // Owing at least USD 250.00 leaves Chipo (USD 300.00) and not the Moyos (USD 200.00).
      const least = page.getByLabel('Owing at least (USD)');
      await least.pressSequentially('250', { delay: 60 });
      await expect.poll(() => rows.count()).toBe(1);
      await expect.poll(() => rows.first().textContent()).toContain('Chipo Ncube');
      await least.press('ControlOrMeta+a');
      await least.press('Backspace');
      await expect.poll(() => rows.count()).toBe(2);

      await page
        .getByPlaceholder('Search a family or learner')
        .pressSequentially('Moyo', { delay: 60 });
      await expect.poll(() => rows.count()).toBe(1);
      await expect.poll(() => rows.first().textContent()).toContain('Rudo Moyo');
      await expect.poll(() => rows.first().textContent()).toContain('USD 200.00');
      await expect.poll(() => rows.first().textContent()).toContain('30–59 days: USD 200.00');
      await expect.poll(() => totals.textContent()).toContain('owed by 1 family');
      await page.screenshot({ path: `test-results/fee-debtors-${width}.png`, fullPage: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Cash-up' }).click();
      const taken = page.getByRole('table', { name: 'Totals per currency' });
      await expect.poll(() => taken.textContent()).toContain('USD 100.00 (1)');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Print cash-up' }).click();
      expect((await download).suggestedFilename()).toBe(`cash-up-${dayFromToday(0)}.pdf`);
      await page.screenshot({ path: `test-results/fee-cash-up-${width}.png`, fullPage: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.close();
    },
    120_000,
  );
});
