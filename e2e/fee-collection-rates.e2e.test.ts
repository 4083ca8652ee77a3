import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '@chikoro/launcher/testing/dates';
import { enrolStudent } from '@chikoro/launcher/testing/families';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET, twoSchools } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

/**
 * One school's term of Tuition USD 250.00. Form 1 Blue's two learners pay USD 250.00 and USD
 * 50.00: USD 300.00 of USD 500.00, 60.0 %. Form 2 Gold's one learner pays USD 125.00 of USD
 * 250.00: 50.0 %.
 */
describe.runIf(run)('the Collection rate tab in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;
  let termId: string;
  const send = async (type: string, json: unknown) => {
    const res = await t.request(`/api/commands/${type}`, { json, token: a.admin.token });
    expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body as Record<string, string>;
  };
  const usd = (minor: string) => ({ currency: 'USD', minor });

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    const schools = await twoSchools(t);
    a = schools.a;
    termId = schools.recA.termId;
    const blue = (
      await send('CreateClass', { levelId: schools.recA.levels.form1, name: 'Form 1 Blue' })
    ).classId!;
    const gold = (
      await send('CreateClass', { levelId: schools.recA.levels.form2, name: 'Form 2 Gold' })
    ).classId!;
    const rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo']);
    const tapiwa = await enrolStudent(t, a, blue, ['Tapiwa', 'Dube']);
    const chipo = await enrolStudent(t, a, gold, ['Chipo', 'Ncube']);
    await send('DefineFeeItem', {
      termId,
      name: 'Tuition',
      category: 'TUITION',
      amount: usd('25000'),
      dueDate: dayFromToday(10),
      payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
    });
    await send('ApproveFeeSchedule', { termId });
    await send('RunBilling', { termId });
    for (const [studentId, minor] of [
      [rudo, '25000'],
      [tapiwa, '5000'],
      [chipo, '12500'],
    ] as const)
      await send('RecordPayment', { studentId, amount: usd(minor), channel: 'CASH' });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it.each([1366, 390])(
    'at %i px: the term’s chart of billed and collected per class, and Form 1 Blue’s rate 60.0 %',
    async (width) => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: a.admin.email, password: a.admin.password },
        { width, height: width < 600 ? 844 : 900 },
        '/admin',
      );
      await page.goto(`${t.url}/admin/fees`);
      await page.getByRole('tab', { name: 'Collection rate' }).click();
      expect(await page.getByLabel('Term').inputValue()).toBe(termId);
      const chart = page.getByRole('figure', { name: 'Billed and collected per class in USD' });
      await chart.waitFor();
      await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(4);
      if (width < 900) {
        const blue = page.getByTestId('collection-rate-card').filter({ hasText: 'Form 1 Blue' });
        await expect
          .poll(() => blue.textContent())
          .toContain('USD collected: USD 300.00 of USD 500.00: 60.0 %');
        expect(
          await page
            .getByTestId('collection-rate-card')
            .filter({ hasText: 'Form 2 Gold' })
            .textContent(),
        ).toContain('USD 125.00 of USD 250.00: 50.0 %');
      } else {
        const table = page.getByRole('table', { name: 'Collection rate per class' });
        const blue = table.getByRole('row').filter({ hasText: 'Form 1 Blue' });
        await expect.poll(() => blue.textContent()).toContain('60.0 %');
        expect(await blue.textContent()).toContain('USD 300.00');
        expect(await blue.textContent()).toContain('USD 500.00');
        expect(
          await table.getByRole('row').filter({ hasText: 'Form 2 Gold' }).textContent(),
        ).toContain('50.0 %');
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/collection-rate-${width}.png`, fullPage: true });
      // The Collections tab beside it reads today's three cash payments: USD 425.00.
      await page.getByRole('tab', { name: 'Collections', exact: true }).click();
      const collections = page.getByRole('table', { name: 'Collections' });
      await expect.poll(() => collections.textContent()).toContain('USD 425.00');
      await page.close();
    },
  );
});
