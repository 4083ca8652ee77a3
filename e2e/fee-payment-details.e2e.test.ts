import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAMILY_PASSWORD,
  twoSchoolFamily,
  type TwoSchoolFamily,
} from '@chikoro/launcher/testing/family';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

describe.runIf(run)('how to pay, and a receipt’s code, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let f: TwoSchoolFamily;

  beforeAll(async () => {
    t = await startTestPlatform({
      JWT_SECRET: TEST_JWT_SECRET,
      RATE_LIMIT_VERIFICATIONS: 'off',
      RATE_LIMIT_PUBLIC_BURST: 'off',
    });
    f = await twoSchoolFamily(t, await t.login(t.superadmin.email, t.superadmin.password));
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const type = (page: Page, name: string, text: string) =>
    page.locator(`[name="${name}"]`).pressSequentially(text, { delay: 40 });

  it('the admin types the school’s bank account and EcoCash wallet on the How to pay tab; a bank without its number is refused with the reason', async () => {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: f.a.admin.email, password: f.a.admin.password },
      { width: 1366, height: 900 },
      '/admin',
    );
    await page.goto(`${t.url}/admin/fees`);
    await page.getByRole('tab', { name: 'How to pay' }).click();
    await page.getByText('No payment details set yet.').waitFor();
    await page.getByRole('button', { name: 'Change payment details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment details' });
    await type(page, 'bankName', 'CBZ Bank');
    await type(page, 'accountName', 'Mufakose High School');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('Give the bank’s name, the account name and the account number together');
    await type(page, 'accountNumber', '0112-3456789');
    await type(page, 'ECOCASH-code', '045123');
    await type(page, 'ECOCASH-name', 'MHS Fees');
    await type(page, 'notes', 'Give the learner’s name as the reference.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const shown = page.getByTestId('how-to-pay');
    await expect
      .poll(() => shown.textContent())
      .toBe(
        'How to payBank transferBank: CBZ BankAccount name: Mufakose High SchoolAccount number: 0112-3456789EcoCashMerchant code / number: 045123Name: MHS FeesGive the learner’s name as the reference.',
      );
    await page.close();
  }, 120_000);

  it('at 390 px the parent sees how to pay on the Fees page', async () => {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: f.parent.phone, password: FAMILY_PASSWORD },
      { width: 390, height: 844 },
      '/parent',
    );
    await page.goto(`${t.url}/parent/fees_management`);
    const shown = page.getByTestId('how-to-pay');
    await expect.poll(() => shown.textContent()).toContain('Account number: 0112-3456789');
    expect(await shown.textContent()).toContain('Merchant code / number: 045123');
    await page.screenshot({ path: 'test-results/fees-how-to-pay-390.png', fullPage: true });
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.close();
  }, 120_000);

  it('a receipt’s code opens its verification page, as the SMS sent to the family links it', async () => {
    const paid = await t.request('/api/commands/RecordPayment', {
      json: {
        studentId: f.anesu.id,
        amount: { currency: 'USD', minor: '12000' },
        channel: 'CASH',
      },
      token: f.a.admin.token,
    });
    expect(paid.status).toBe(201);
    const listed = await t.request(
      `/api/payments?filter=${encodeURIComponent(JSON.stringify({ q: paid.body.receiptNo }))}`,
      {
        token: f.a.admin.token,
        headers: { 'X-Consistent-After': String(paid.body.position) },
      },
    );
    const code = (listed.body as { verificationCode: string }[])[0]!.verificationCode;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${t.url}/verify/${code}`);
    const receipt = page.getByTestId('receipt-verification');
    await expect.poll(() => receipt.textContent()).toContain(`Receipt${paid.body.receiptNo}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Receipt verification',
    );
    expect(await receipt.textContent()).toContain('SchoolMufakose High School');
    expect(await receipt.textContent()).toContain('AmountUSD 120.00');
    expect(await receipt.textContent()).toContain('This payment stands.');
    await context.close();
  }, 120_000);
});
