import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoTestPlatform } from '@chikoro/launcher/testing/demo';
import type { TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();
/** "23 Nov 2026", optionally ", 14:05": the school's way (en-ZW), in tables and dialogs alike. */
const DAY = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
const DAY_AND_TIME =
  /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}$/;

describe.runIf(run)(
  'the superadmin area writes dates and names the way a reader expects, in Chromium',
  () => {
    let t: TestPlatform;
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      ({ t } = await startDemoTestPlatform());
      browser = await launchBrowser();
      page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.goto(`${t.url}/login`);
      await page.fill('[name=identifier]', t.superadmin.email);
      await page.fill('[name=password]', t.superadmin.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/superadmin-dashboard');
    });
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    const cells = (column: string) => page.locator(`tbody td.column-${column}`).allTextContents();

    it('the enrolment requests and enquiries tables write the day first, the month in words', async () => {
      await page.goto(`${t.url}/superadmin-dashboard/school-enrolment-requests`);
      await expect.poll(() => cells('submittedAt'), { timeout: 10_000 }).not.toEqual([]);
      for (const text of await cells('submittedAt')) expect(text).toMatch(DAY);
      await page.goto(`${t.url}/superadmin-dashboard/enquiries-from-schools`);
      await expect.poll(() => cells('createdAt'), { timeout: 10_000 }).not.toEqual([]);
      for (const text of await cells('createdAt')) expect(text).toMatch(DAY);
    });

    it('an enquiry’s dialog writes its date the same way, with the time', async () => {
      await page
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^View details of / })
        .click();
      const details = page.getByTestId('enquiry-details');
      await details.waitFor();
      const date = await details
        .locator('dt', { hasText: /^Date$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
      expect(date).toMatch(DAY_AND_TIME);
      await page.keyboard.press('Escape');
    });

    it('the audit log writes its dates so, names a directory listing’s school and credits no one as a bare id', async () => {
      await page.goto(`${t.url}/superadmin-dashboard/events`);
      await expect.poll(() => cells('occurredAt'), { timeout: 10_000 }).not.toEqual([]);
      for (const text of await cells('occurredAt')) expect(text).toMatch(DAY_AND_TIME);
      await page.goto(
        `${t.url}/superadmin-dashboard/events?filter=${encodeURIComponent(JSON.stringify({ q: 'Prince Edward' }))}`,
      );
      const listing = page.locator('tbody tr', {
        hasText:
          'Listed Prince Edward School (Harare, Harare, Zimbabwe) in the public school directory',
      });
      await expect.poll(() => listing.count(), { timeout: 10_000 }).toBe(1);
      expect(await listing.textContent()).toContain('Prince Edward School');
      expect(await listing.textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    });
  },
);
