import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { startTestTwilio, type TestTwilio } from '@chikoro/launcher/testing/twilio';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

/** The admin adds a phone-only parent as people do: typing, key by key. */
async function invite(page: Page, phone: string, firstName: string, lastName: string) {
  await page.getByRole('button', { name: 'Add Individually' }).click();
  await page.locator('#parent-phoneNumber').pressSequentially(phone, { delay: 150 });
  await page.locator('#parent-firstName').pressSequentially(firstName, { delay: 150 });
  await page.locator('#parent-lastName').pressSequentially(lastName, { delay: 150 });
  await page.getByRole('button', { name: 'Invite parent' }).click();
  await page
    .getByText(`${firstName} ${lastName} is added as a parent.`)
    .waitFor({ timeout: 30_000 });
}

describe.runIf(run)('inviting a phone-only parent, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  describe('with Twilio configured', () => {
    let t: TestPlatform;
    let twilio: TestTwilio;
    let school: ApprovedSchool;
    beforeAll(async () => {
      twilio = await startTestTwilio();
      t = await startTestPlatform(twilio.env);
      school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    });
    afterAll(async () => {
      await t?.stop();
      await twilio?.stop();
    });

    it('the SMS carries the registration link, and the screen follows it from sent to delivered', async () => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: school.admin.email, password: school.admin.password },
        { width: 1366, height: 900 },
        '/admin',
      );
      await page.goto(`${t.url}/admin/parent-management`);
      await invite(page, '0772 999 111', 'Rumbi', 'Moyo');
      const sms = await twilio.waitForSms('+263772999111');
      expect(sms.fields.Body).toMatch(
        /^Test School \d+ invites you to Chikoro\. Complete your registration at http:\/\/localhost:\d+\/register\?phoneNumber=263772999111&invite=[\w-]+ \(valid 14 days, one use\)\.$/,
      );
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Invitation SMS to 0772 999 111: sent').waitFor({ timeout: 30_000 });
      expect((await twilio.report(sms, 'delivered')).status).toBe(204);
      await dialog
        .getByText('Invitation SMS to 0772 999 111: delivered')
        .waitFor({ timeout: 30_000 });
      await page.screenshot({
        path: 'test-results/sms-invitation-delivered-1366.png',
        fullPage: true,
      });
      await page.close();
    });
  });

  describe('without an SMS provider', () => {
    let t: TestPlatform;
    let school: ApprovedSchool;
    beforeAll(async () => {
      t = await startTestPlatform();
      school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    });
    afterAll(async () => t?.stop());

    it('the screen says the SMS was not sent, and the admin copies the link to give the parent another way', async () => {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: school.admin.email, password: school.admin.password },
        { width: 390, height: 844 },
        '/admin',
      );
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.url });
      await page.goto(`${t.url}/admin/parent-management`);
      await invite(page, '0772 999 222', 'Tsitsi', 'Mhlanga');
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText('Invitation SMS to 0772 999 222: not sent: no SMS provider is configured')
        .waitFor({ timeout: 30_000 });
      const { rows } = await t.platform.pool.query<{ body: string }>(
        "SELECT body FROM mail_outbox WHERE to_address = '263772999222'",
      );
      const link = /http:\/\/\S+invite=[\w-]+/.exec(rows[0]!.body)![0];
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await dialog.getByText('The link is copied.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      expect(await dialog.getByTestId('registration-code').textContent()).toBe(
        new URL(link).searchParams.get('invite'),
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({
        path: 'test-results/sms-invitation-not-sent-390.png',
        fullPage: true,
      });

      // Later, from the list: the parent's details show the same, with the link.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'View details: Tsitsi Mhlanga' }).click();
      await page
        .getByRole('dialog')
        .getByText('Invitation SMS to 0772 999 222: not sent: no SMS provider is configured')
        .waitFor({ timeout: 30_000 });
      expect(await page.getByRole('dialog').getByLabel('Registration link').inputValue()).toBe(
        link,
      );
      await page.close();
    });
  });
});
