import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday as day } from '@chikoro/launcher/testing/dates';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

describe.runIf(run)("the admin's Fees page in Chromium", () => {
  let t: TestPlatform;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestPlatform();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** A new school with a year and a term holding today, made with the set-up commands. */
  async function schoolWithCurrentTerm(): Promise<ApprovedSchool> {
    const school = await approvedSchool(
      t,
      await t.login(t.superadmin.email, t.superadmin.password),
    );
    const send = async (type: string, json: unknown, idField: string) => {
      const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
      return res.body[idField] as string;
    };
    const academicYearId = await send(
      'OpenAcademicYear',
      { name: 'This year', startDate: day(-150), endDate: day(150) },
      'academicYearId',
    );
    await send(
      'AddTerm',
      { academicYearId, name: 'Term 1', startDate: day(-20), endDate: day(60) },
      'termId',
    );
    return school;
  }

  const type = (page: Page, name: string, text: string) =>
    page.locator(`[name=${name}]`).pressSequentially(text, { delay: 60 });

  it.each([1366, 390])(
    'at %i px: adds a fee item as Draft (a bad amount refused), approves the schedule, records rates newest first',
    async (width) => {
      const school = await schoolWithCurrentTerm();
      const page = await signedIn(
        browser,
        t.url,
        { identifier: school.admin.email, password: school.admin.password },
        { width, height: width < 600 ? 844 : 900 },
        '/admin',
      );
      if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'Fees' }).click();
      await page.waitForURL('**/admin/fees');

      // The term picker starts on the current term.
      await expect
        .poll(() => page.locator('select[name=termId] option:checked').textContent())
        .toBe('Term 1 This year (current)');
      await page.getByText('No fee items in this term yet.').waitFor();

      await page.getByRole('button', { name: 'Add fee item' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add fee item' });
      await type(page, 'name', 'Sports levy');
      await page.locator('select[name=category]').selectOption('LEVY');
      await type(page, 'amount', '12.345');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toBe('Enter the amount as a number with at most 2 decimals, e.g. 125.50');
      await page.screenshot({ path: `test-results/fees-bad-amount-${width}.png`, fullPage: true });
      await page.locator('[name=amount]').clear();
      await type(page, 'amount', '125.00');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.screenshot({ path: `test-results/fees-added-${width}.png`, fullPage: true });

      const item = page
        .getByRole(width < 600 ? 'listitem' : 'row')
        .filter({ hasText: 'Sports levy' });
      await expect.poll(() => item.textContent()).toContain('USD 125.00');
      expect(await item.textContent()).toContain('Draft');
      expect(await item.textContent()).toContain('Levy');
      expect(await item.textContent()).toContain('All levels');
      // The bad amount added nothing: one item, the one typed right.
      expect(
        await page
          .getByRole(width < 600 ? 'listitem' : 'row')
          .filter({ hasText: 'USD' })
          .count(),
      ).toBe(1);

      await page.getByRole('button', { name: 'Approve schedule' }).click();
      const confirm = page.getByRole('dialog', { name: 'Approve schedule' });
      await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => item.textContent()).toContain('Approved');
      expect(await page.getByRole('button', { name: 'Remove Sports levy' }).count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/fees-schedule-${width}.png`, fullPage: true });

      await page.getByRole('tab', { name: 'Exchange rates' }).click();
      await page.getByText('No rates recorded yet.').waitFor();
      // A rate in words is refused with the schema's words and records nothing.
      await page.getByRole('button', { name: 'Record rate' }).click();
      const badRate = page.getByRole('dialog', { name: 'Record rate' });
      await type(page, 'rate', 'twenty');
      await badRate.getByRole('button', { name: 'Record' }).click();
      await expect
        .poll(() => badRate.getByRole('alert').textContent())
        .toBe('Enter the rate as a decimal number of ZiG per 1 US dollar, e.g. 26.7834');
      await badRate.getByRole('button', { name: 'Cancel' }).click();
      await badRate.waitFor({ state: 'hidden' });
      expect(await page.getByText('No rates recorded yet.').count()).toBe(1);
      for (const [date, rate] of [
        [day(-5), '26.5'],
        [day(-2), '26.7834'],
      ] as const) {
        await page.getByRole('button', { name: 'Record rate' }).click();
        const rateDialog = page.getByRole('dialog', { name: 'Record rate' });
        await page.locator('[name=date]').fill(date);
        await type(page, 'rate', rate);
        await rateDialog.getByRole('button', { name: 'Record' }).click();
        await rateDialog.waitFor({ state: 'hidden' });
      }
      const rows = page.getByRole('table', { name: 'Exchange rates' }).getByRole('row');
      await expect.poll(() => rows.count()).toBe(3);
      expect(await rows.nth(1).textContent()).toContain('26.7834');
      expect(await rows.nth(1).textContent()).toContain('RBZ interbank rate');
      expect(await rows.nth(2).textContent()).toContain('26.5');
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/fees-rates-${width}.png`, fullPage: true });
      await page.close();
    },
    120_000,
  );
});
