import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '@chikoro/launcher/testing/dates';
import {
  FAMILY_PASSWORD,
  thisYear,
  twoSchoolFamily,
  type TwoSchoolFamily,
} from '@chikoro/launcher/testing/family';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

describe.runIf(run)('billing, the payment desk and the parent’s Fees page in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let f: TwoSchoolFamily;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    f = await twoSchoolFamily(t, await t.login(t.superadmin.email, t.superadmin.password));
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** The school's current term gets one approved item, Tuition at `minor` cents, and today's ZiG rate. */
  async function approvedTuition(school: ApprovedSchool, minor: string) {
    const send = async (type: string, json: unknown) => {
      const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    };
    const terms = (await t.request('/api/terms', { token: school.admin.token })).body as {
      id: string;
      current: boolean;
    }[];
    const termId = terms.find((x) => x.current)!.id;
    await send('DefineFeeItem', {
      termId,
      name: 'Tuition',
      category: 'TUITION',
      amount: { currency: 'USD', minor },
      dueDate: dayFromToday(10),
      payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
    });
    await send('ApproveFeeSchedule', { termId });
    await send('RecordExchangeRate', {
      date: dayFromToday(0),
      base: 'USD',
      quote: 'ZWG',
      rate: '26.7834',
      source: 'RBZ interbank rate',
    });
  }

  const type = (page: Page, name: string, text: string) =>
    page.locator(`[name=${name}]`).pressSequentially(text, { delay: 60 });
  const receipt = (n: number) => `${thisYear()}-${String(n).padStart(6, '0')}`;

  const desks = [
    { width: 1366, school: () => f.a, tuition: '30000', child: 'Anesu Moyo' },
    { width: 390, school: () => f.b, tuition: '25000', child: 'Tapiwa Mutasa' },
  ] as const;

  for (const { width, school, tuition, child } of desks) {
    it(`at ${width} px: the admin bills after a dry run, takes a payment for ${child}, prints the receipt and reverses a mistaken one`, async () => {
      await approvedTuition(school(), tuition);
      const page = await signedIn(
        browser,
        t.url,
        { identifier: school().admin.email, password: school().admin.password },
        { width, height: width < 600 ? 844 : 900 },
        '/admin',
      );
      await page.goto(`${t.url}/admin/fees`);

      await page.getByRole('tab', { name: 'Billing' }).click();
      expect(await page.getByRole('button', { name: 'Bill the term' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Dry run' }).click();
      const outcome = page.getByRole('status').filter({ hasText: 'from version' });
      await expect
        .poll(() => outcome.textContent())
        .toMatch(/^Dry run from version 1: \d+ learners would be billed\.$/);
      await page.getByRole('table', { name: 'Totals per class' }).waitFor();
      await page.screenshot({ path: `test-results/fees-dry-run-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Bill the term' }).click();
      await expect
        .poll(() => outcome.textContent())
        .toMatch(/^Billed from version 1: \d+ learners billed\.$/);

      await page.getByRole('tab', { name: 'Payment desk' }).click();
      await type(page, 'search', child.split(' ')[0]!);
      await page
        .getByRole('list', { name: 'Learners found' })
        .getByRole('button', { name: new RegExp(child) })
        .click();
      const balances = page.getByRole('table', { name: 'Family balances' });
      const owed = `USD ${tuition.slice(0, -2)}.00`;
      await expect.poll(() => balances.textContent()).toContain(owed);

      await type(page, 'amount', '100.00');
      await page.getByRole('button', { name: 'Take payment' }).click();
      const taken = page.getByRole('status').filter({ hasText: 'Payment taken' });
      await expect
        .poll(() => taken.textContent())
        .toContain(`Payment taken: receipt ${receipt(1)}`);
      const download = page.waitForEvent('download');
      await taken.getByRole('button', { name: 'Print receipt' }).click();
      expect((await download).suggestedFilename()).toBe(`receipt-${receipt(1)}.pdf`);
      const left = `USD ${Number(tuition.slice(0, -2)) - 100}.00`;
      await expect.poll(() => balances.textContent()).toContain(left);

      // A mistaken payment of 5.00, reversed with its reason: the number stays, the balance comes back.
      await type(page, 'amount', '5.00');
      await page.getByRole('button', { name: 'Take payment' }).click();
      await expect.poll(() => taken.textContent()).toContain(`receipt ${receipt(2)}`);
      const mistaken = page.getByRole('listitem').filter({ hasText: receipt(2) });
      await mistaken.getByRole('button', { name: 'Reverse' }).click();
      const dialog = page.getByRole('dialog', { name: `Reverse payment ${receipt(2)}` });
      await type(page, 'reason', 'Keyed twice');
      await dialog.getByRole('button', { name: 'Reverse' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => mistaken.textContent()).toContain('Reversed: Keyed twice');
      await expect.poll(() => balances.textContent()).toContain(left);
      await page.screenshot({ path: `test-results/fees-desk-${width}.png`, fullPage: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    }, 120_000);
  }

  it.each([1366, 390])(
    'at %i px: the parent sees each child’s balance at each school, the statement, and downloads a receipt',
    async (width) => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: f.parent.phone, password: FAMILY_PASSWORD },
        { width, height: width < 600 ? 844 : 900 },
        '/parent',
      );
      await page.goto(`${t.url}/parent/fees_management`);
      const card = (name: string) =>
        page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name }) });
      await expect.poll(() => card('Anesu Moyo').textContent()).toContain('Mufakose High School');
      expect(
        await card('Anesu Moyo')
          .getByRole('table', { name: 'Balances of Anesu Moyo' })
          .textContent(),
      ).toContain('USD 200.00');
      await expect
        .poll(() => card('Tapiwa Mutasa').textContent())
        .toContain('Chikurubi Primary School');
      expect(
        await card('Tapiwa Mutasa')
          .getByRole('table', { name: 'Balances of Tapiwa Mutasa' })
          .textContent(),
      ).toContain('USD 150.00');
      const statement = card('Anesu Moyo').getByRole('table', { name: 'Statement' });
      await expect
        .poll(() => statement.textContent())
        .toContain(`Payment reversed, receipt ${receipt(2)}: Keyed twice`);
      const download = page.waitForEvent('download');
      await card('Anesu Moyo')
        .getByRole('listitem')
        .filter({ hasText: receipt(1) })
        .getByRole('button', { name: 'Download' })
        .click();
      expect((await download).suggestedFilename()).toBe(`receipt-${receipt(1)}.pdf`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/fees-parent-${width}.png`, fullPage: true });
      await page.close();
    },
    120_000,
  );
});
