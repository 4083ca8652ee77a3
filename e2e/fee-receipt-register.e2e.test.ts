import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from '@chikoro/launcher/testing/dates';
import { enrolStudent } from '@chikoro/launcher/testing/families';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET, twoSchools } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, pageOnDay } from './browser';
import { noSidewaysScroll } from './pageChecks';

const clock = pinTestDay('2026-11-25');
const run = browserAvailable();

/**
 * One school's Term 1 of Tuition USD 250.00, BEAM paying Rudo's. The desk takes 2026-000001 (Rudo's
 * family, USD 50.00 cash), 2026-000002 (BEAM, USD 150.00 by bank transfer) and 2026-000003
 * (Farai's family, USD 30.00 by EcoCash), and reverses the first ("Paid twice").
 */
describe.runIf(run)('the Receipts tab in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;
  const send = async (type: string, json: unknown) => {
    const res = await t.request(`/api/commands/${type}`, { json, token: a.admin.token });
    expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body as Record<string, string>;
  };
  const usd = (minor: string) => ({ currency: 'USD', minor });

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    const schools = await twoSchools(t);
    a = schools.a;
    const termId = schools.recA.termId;
    const blue = (
      await send('CreateClass', { levelId: schools.recA.levels.form1, name: 'Form 1 Blue' })
    ).classId!;
    const rudo = await enrolStudent(t, a, blue, ['Rudo', 'Moyo']);
    const farai = await enrolStudent(t, a, blue, ['Farai', 'Sibanda']);
    await send('DefineFeeItem', {
      termId,
      name: 'Tuition',
      category: 'TUITION',
      amount: usd('25000'),
      dueDate: '2026-10-01',
      payers: { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false },
    });
    await send('ApproveFeeSchedule', { termId });
    const beam = (await send('RegisterSponsor', { name: 'BEAM', kind: 'BEAM' })).sponsorId!;
    await send('GrantSponsorship', {
      sponsorId: beam,
      studentId: rudo,
      categories: ['TUITION'],
      percent: 100,
      fromTermId: termId,
    });
    await send('RunBilling', { termId });
    const first = await send('RecordPayment', {
      studentId: rudo,
      amount: usd('5000'),
      channel: 'CASH',
    });
    await send('RecordSponsorPayment', {
      sponsorId: beam,
      amount: usd('15000'),
      channel: 'BANK',
      reference: 'BEAM-1',
      termId,
    });
    await send('RecordPayment', {
      studentId: farai,
      amount: usd('3000'),
      channel: 'ECOCASH',
      reference: 'MP261125.1',
    });
    await send('ReversePayment', { paymentId: first.paymentId, reason: 'Paid twice' });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function asAdmin(width: number): Promise<Page> {
    const page = await pageOnDay(browser, clock, {
      viewport: { width, height: width < 600 ? 844 : 900 },
      acceptDownloads: true,
    });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(a.admin.email, { delay: 20 });
    await page.locator('[name=password]').pressSequentially(a.admin.password, { delay: 20 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    return page;
  }

  it.each([1366, 390])(
    'at %i px: reads "no gap" for 2026, finds receipt 000002 by its number and opens its PDF',
    async (width) => {
      const page = await asAdmin(width);
      await page.goto(`${t.url}/admin/fees`);
      await page.getByRole('tab', { name: 'Receipts' }).click();
      const gap = page.getByRole('status', { name: 'Gap check 2026' });
      await expect.poll(() => gap.textContent()).toBe('Receipts 000001–000003: no gap');
      const rows = () =>
        width < 900
          ? page.getByTestId('receipt-card')
          : page.getByRole('table').getByRole('row').filter({ hasText: '2026-' });
      await expect.poll(() => rows().count()).toBe(3);
      const reversed = rows().filter({ hasText: '2026-000001' });
      expect(await reversed.textContent()).toContain('Reversed: Paid twice');
      expect(await reversed.textContent()).toContain('Rudo Moyo (family)');
      await page.getByPlaceholder('Receipt number or payer').pressSequentially('000002', {
        delay: 80,
      });
      await expect.poll(() => rows().count()).toBe(1);
      const found = await rows().first().textContent();
      expect(found).toContain('2026-000002');
      expect(found).toContain('BEAM (sponsor)');
      expect(found).toContain('Bank transfer');
      expect(found).toContain('USD 150.00');
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/receipt-register-${width}.png`, fullPage: true });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Receipt 2026-000002 PDF' }).click();
      expect((await download).suggestedFilename()).toBe('receipt-2026-000002.pdf');
      await page.close();
    },
  );
});
