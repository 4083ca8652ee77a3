import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from '@chikoro/launcher/testing/dates';
import { enrolStudent } from '@chikoro/launcher/testing/families';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET, twoSchools } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, pageOnDay } from './browser';

const clock = pinTestDay('2026-11-25');
const run = browserAvailable();
const CHANNELS = [
  ['CASH', undefined],
  ['ECOCASH', 'MP-1'],
  ['BANK', 'TRF-1'],
  ['SWIPE', 'POS-1'],
] as const;

/**
 * A busy month: on each of the 26 days from 31 October to 25 November 2026 the admin takes USD 1.00
 * by each of four channels, 104 rows of day × channel × currency × cashier, more than the 100 a
 * page holds. The Collections tab's default period (27 October to 25 November) holds them all.
 */
describe.runIf(run)('the Collections tab over more rows than a page', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;
  const send = async (type: string, json: unknown) => {
    const res = await t.request(`/api/commands/${type}`, { json, token: a.admin.token });
    expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body as Record<string, string>;
  };

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    const schools = await twoSchools(t);
    a = schools.a;
    const termId = schools.recA.termId;
    const blue = (
      await send('CreateClass', { levelId: schools.recA.levels.form1, name: 'Form 1 Blue' })
    ).classId!;
    const rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo']);
    await send('DefineFeeItem', {
      termId,
      name: 'Tuition',
      category: 'TUITION',
      amount: { currency: 'USD', minor: '25000' },
      dueDate: '2026-10-01',
      payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
    });
    await send('ApproveFeeSchedule', { termId });
    await send('RunBilling', { termId });
    for (let day = 31; day <= 56; day++) {
      const date = day <= 31 ? `2026-10-${day}` : `2026-11-${String(day - 31).padStart(2, '0')}`;
      for (const [channel, reference] of CHANNELS)
        await send('RecordPayment', {
          studentId: rudo,
          amount: { currency: 'USD', minor: '100' },
          channel,
          reference,
          date,
        });
    }
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('charts all 26 days and lists all 104 rows, 25 November’s last', async () => {
    const page = await pageOnDay(browser, clock, { viewport: { width: 1366, height: 900 } });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(a.admin.email, { delay: 20 });
    await page.locator('[name=password]').pressSequentially(a.admin.password, { delay: 20 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    await page.goto(`${t.url}/admin/fees`);
    await page.getByRole('tab', { name: 'Collections', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Collections' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(104);
    expect(await rows.first().textContent()).toContain('31 Oct 2026');
    expect(await rows.last().textContent()).toContain('25 Nov 2026');
    expect(await rows.last().textContent()).toContain('USD 1.00');
    const chart = page.getByRole('figure', { name: 'Collections per day in USD' });
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(26);
    await page.close();
  });
});
