import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '@chikoro/launcher/testing/dates';
import {
  FAMILY_PASSWORD,
  twoSchoolFamily,
  type TwoSchoolFamily,
} from '@chikoro/launcher/testing/family';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

/**
 * Mufakose prices its fees in US dollars (tuition USD 300.00, not billed yet) and brings in what its
 * old books say: at 1366 px Anesu Moyo owed USD 125.50 on 30 June 2025, at 390 px another learner
 * owed USD 60.00; each file also holds a row for an unknown learner and one with three decimals.
 * Chipo Mutasa, Anesu's parent, then reads Anesu's statement.
 */
describe.runIf(run)('opening balances by import, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let f: TwoSchoolFamily;
  let dir: string;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    f = await twoSchoolFamily(t, await t.login(t.superadmin.email, t.superadmin.password));
    const item = await t.request('/api/commands/DefineFeeItem', {
      json: {
        termId: f.w.rec.termId,
        name: 'Tuition',
        category: 'TUITION',
        amount: { currency: 'USD', minor: '30000' },
        dueDate: dayFromToday(10),
        payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
      },
      token: f.a.admin.token,
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    browser = await launchBrowser();
    dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-opening-e2e-'));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Import opening balances' });
  const errorTable = (page: Page) =>
    dialog(page)
      .getByTestId('import-errors')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) =>
          Array.from(r.querySelectorAll('td'), (td) =>
            (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          ),
        ),
      );

  it.each([
    [1366, 0, '125.50', 'USD 125.50'],
    [390, 2, '60', 'USD 60.00'],
  ] as const)(
    'at %i px the admin checks a file of opening balances, imports its valid row and finds the family among the debtors, 90+ days',
    async (width, learner, amount, shown) => {
      const student = f.w.students[learner]!;
      const name = `${student.firstName} ${student.lastName}`;
      const file = path.join(dir, `old-books-${width}.csv`);
      writeFileSync(
        file,
        [
          'Registration number,Currency,Amount owed,As of,Note',
          `${student.registrationNumber},USD,${amount},30/06/2025,Term 2 2025 arrears`,
          'ZZZ-25-9999,USD,10.00,2025-06-30,',
          `${f.w.students[1]!.registrationNumber},USD,12.345,2025-06-30,`,
        ].join('\n'),
      );
      const page = await signedIn(
        browser,
        t.url,
        { identifier: f.a.admin.email, password: f.a.admin.password },
        { width, height: width < 600 ? 844 : 900 },
        '/admin',
      );
      await page.goto(`${t.url}/admin/fees`);
      await page.getByRole('tab', { name: 'Debtors' }).click();
      await page.getByRole('button', { name: 'Import opening balances' }).click();
      await dialog(page).waitFor();
      const head = await t.platform.store.headPosition();
      await page.getByTestId('import-file').setInputFiles(file);
      await expect
        .poll(() => dialog(page).getByTestId('check-summary').textContent(), { timeout: 20_000 })
        .toBe('3 rows: 1 new, 2 with errors');
      expect(await errorTable(page)).toEqual([
        [
          '3 ZZZ-25-9999 USD',
          'Registration number',
          'No learner with registration number ZZZ-25-9999 in this school',
        ],
        [
          `4 ${f.w.students[1]!.registrationNumber} USD`,
          'Amount owed',
          'Enter the amount owed as a number with at most 2 decimals, e.g. 125.50 (a credit the school owes the family as -40.00)',
        ],
      ]);
      expect(await t.platform.store.headPosition()).toBe(head);
      await page.screenshot({
        path: `test-results/fee-opening-balances-dry-run-${width}.png`,
        fullPage: true,
      });
      expect(await seriousAxeFindings(page, '[role=dialog]')).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Import the 1 valid row, skip 2' }).click();
      const outcome = dialog(page).getByTestId('import-outcome');
      await outcome.waitFor({ timeout: 30_000 });
      expect((await outcome.getByTestId('outcome-created').innerText()).replace(/\s+/g, ' ')).toBe(
        'Created 1',
      );
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await dialog(page).waitFor({ state: 'hidden' });

      const rows = width < 900 ? page.getByTestId('debtor-card') : page.locator('tbody tr');
      await page
        .getByPlaceholder('Search a family or learner')
        .pressSequentially(student.registrationNumber, { delay: 60 });
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => rows.first().textContent()).toContain(name);
      await expect.poll(() => rows.first().textContent()).toContain(`90+ days: ${shown}`);
      await page.screenshot({
        path: `test-results/fee-opening-balances-debtors-${width}.png`,
        fullPage: true,
      });
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    },
    120_000,
  );

  it.each([1366, 390])(
    'at %i px the parent reads Anesu’s statement opening with the balance from the old books',
    async (width) => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: f.parent.phone, password: FAMILY_PASSWORD },
        { width, height: width < 600 ? 844 : 900 },
        '/parent',
      );
      await page.goto(`${t.url}/parent/fees_management`);
      const statement = page.getByRole('table', { name: 'Statement' });
      const firstLine = statement.locator('tbody tr').first();
      await expect
        .poll(() => firstLine.textContent(), { timeout: 10_000 })
        .toContain('Opening balance (owed as of 2025-06-30): Term 2 2025 arrears');
      const cells = await firstLine
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));
      expect(cells.slice(1)).toEqual([
        'Opening balance (owed as of 2025-06-30): Term 2 2025 arrears',
        'USD 125.50',
        '',
        'USD 125.50',
      ]);
      await page.screenshot({
        path: `test-results/fee-opening-balances-statement-${width}.png`,
        fullPage: true,
      });
      await page.close();
    },
    120_000,
  );
});
