import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { pinTestDay } from '@chikoro/launcher/testing/dates';
import { resultsOverTwoYears } from '@chikoro/launcher/testing/resultYears';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, pageOnDay } from './browser';

/** 25 November 2026: published results of 2026 and of 2025 (see `resultsOverTwoYears`). */
const clock = pinTestDay('2026-11-25');

describe.runIf(browserAvailable())('this year against last on the statistics page', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    a = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Mufakose High School',
    });
    await resultsOverTwoYears(t, a);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows each subject’s average, pass rate and results for 2026 beside 2025 (1366 px)', async () => {
    const page = await pageOnDay(browser, clock, { viewport: { width: 1366, height: 900 } });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(a.admin.email, { delay: 20 });
    await page.locator('[name=password]').pressSequentially(a.admin.password, { delay: 20 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('menuitem', { name: 'Statistics' }).click();
    const table = page.getByRole('table', { name: 'This year against last' });
    await table.waitFor({ timeout: 15_000 });
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.map((r) => r.split(/\s+/).join(' '))).toEqual([
      'Subject Average 2026 Pass rate 2026 Results 2026 Average 2025 Pass rate 2025 Results 2025',
      'English 58 100% 2 – – –',
      'Mathematics 59.33 66.67% 3 50 33.33% 3',
    ]);
    await page.close();
  });
});
