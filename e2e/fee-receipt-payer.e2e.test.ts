import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolStudent } from '@chikoro/launcher/testing/families';
import {
  reactorPassed,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { feeSchool } from '@chikoro/launcher/testing/feeSchool';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

/**
 * One school's term of Tuition USD 250.00 and Levy USD 50.00, billed to Rudo and Chipo. At 1366 px
 * the admin types the uncle's phone into the payment desk, takes USD 20.00 for Rudo (the receipt's
 * SMS goes to 263772 123 456) and turns the receipt SMS off on the Receipt messages tab; at 390 px
 * a landline typed as the payer's phone is refused under the field, a payment for Chipo with the
 * payer's mobile sends no SMS, and the admin turns SMS on again.
 */
describe.runIf(run)(
  'the payer’s phone at the payment desk and the receipt messages in Chromium',
  () => {
    let t: TestPlatform;
    let browser: Browser;
    let a: ApprovedSchool;

    beforeAll(async () => {
      t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
      const school = await feeSchool(t);
      a = school.a;
      await enrolStudent(t, a, school.classId, ['Rudo', 'Moyo']);
      await enrolStudent(t, a, school.classId, ['Chipo', 'Banda']);
      await school.send('RunBilling', { termId: school.termId });
      browser = await launchBrowser();
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    /** The receipt SMS the outbox holds for a phone, once the family-notices reactor has passed everything so far. */
    async function receiptSmsTo(phone: string): Promise<string[]> {
      await reactorPassed(
        t.platform,
        'announcement-delivery',
        await t.platform.store.headPosition(),
      );
      const { rows } = await t.platform.pool.query<{ body: string }>(
        `SELECT body FROM mail_outbox WHERE channel = 'SMS' AND to_address = $1 AND topic LIKE 'receipt:%' ORDER BY id`,
        [phone],
      );
      return rows.map((r) => r.body);
    }

    /** On the payment desk: the learner found by typing, the amount and the payer's phone typed, the payment taken. */
    async function takePayment(page: Page, learner: string, phone: string, firstTyped?: string) {
      await page.goto(`${t.url}/admin/fees`);
      await page.getByRole('tab', { name: 'Payment desk' }).click();
      await page.locator('[name=search]').pressSequentially(learner.split(' ')[0]!, { delay: 60 });
      await page
        .getByRole('list', { name: 'Learners found' })
        .getByRole('button', { name: new RegExp(learner) })
        .click();
      const form = page.getByRole('form', { name: 'Take a payment' });
      await form.locator('[name=amount]').pressSequentially('20.00', { delay: 60 });
      const payerPhone = form.getByLabel("Payer's phone (for the receipt)");
      if (firstTyped) {
        // A landline is refused under the field in the words a parent's phone is, and nothing is taken.
        await payerPhone.pressSequentially(firstTyped, { delay: 60 });
        await form.getByRole('button', { name: 'Take payment' }).click();
        await expect
          .poll(() => form.textContent())
          .toContain('Enter a valid Zimbabwean mobile number');
        expect(await page.getByRole('status').filter({ hasText: 'Payment taken' }).count()).toBe(0);
        await payerPhone.clear();
      }
      await payerPhone.pressSequentially(phone, { delay: 60 });
      await form.getByRole('button', { name: 'Take payment' }).click();
      const taken = page.getByRole('status').filter({ hasText: 'Payment taken' });
      await expect.poll(() => taken.textContent()).toMatch(/^Payment taken: receipt \d{4}-\d{6}/);
      expect(await form.getByLabel("Payer's phone (for the receipt)").inputValue()).toBe('');
    }

    /** On the Receipt messages tab: SMS switched as asked, saved, and the card reading it back. */
    async function switchSms(page: Page, on: boolean) {
      await page.getByRole('tab', { name: 'Receipt messages' }).click();
      const card = page.getByTestId('receipt-messages');
      await expect.poll(() => card.textContent()).toContain(`SMS: ${on ? 'Off' : 'On'}`);
      await card.getByRole('button', { name: 'Change receipt messages' }).click();
      const dialog = page.getByRole('dialog', { name: 'Receipt messages' });
      const sms = dialog.getByLabel('Send receipts by SMS');
      expect(await sms.isChecked()).toBe(!on);
      await sms.click();
      expect(await dialog.getByLabel('Send receipts by email').isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => card.textContent()).toContain(`SMS: ${on ? 'On' : 'Off'}`);
      expect(await card.textContent()).toContain('Email: On');
    }

    it('at 1366 px: a payment with the uncle’s phone sends him the receipt by SMS, then the admin turns SMS off', async () => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: a.admin.email, password: a.admin.password },
        { width: 1366, height: 900 },
        '/admin',
      );
      await takePayment(page, 'Rudo Moyo', '0772 123 456');
      const sms = await receiptSmsTo('263772123456');
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatch(
        /^Chikoro: .+ received USD 20\.00 for Rudo Moyo, receipt \d{4}-000001\./,
      );
      await switchSms(page, false);
      await page.screenshot({ path: 'test-results/fee-receipt-messages-1366.png', fullPage: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    }, 120_000);

    it('at 390 px: with SMS off a payment with the payer’s phone sends none, and the admin turns SMS on again', async () => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: a.admin.email, password: a.admin.password },
        { width: 390, height: 844 },
        '/admin',
      );
      await takePayment(page, 'Chipo Banda', '0773 987 654', '024 2123 456');
      expect(await receiptSmsTo('263773987654')).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      await switchSms(page, true);
      await page.screenshot({ path: 'test-results/fee-receipt-messages-390.png', fullPage: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    }, 120_000);
  },
);
