import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailedCode,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET, twoSchools } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();
const PASSWORD = 'Bursar-pass-1';

/**
 * The admin's Bursars page: each bursar with their status and Deactivate or Reactivate. At each
 * width the admin deactivates a bursar, who is then refused at the sign-in page, and reactivates
 * them, who then signs in to the Fees page.
 */
describe.runIf(run)('deactivating and reactivating a bursar in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    ({ a } = await twoSchools(t));
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** A bursar added by the admin, their password set from the mailed code. */
  async function bursar(firstName: string) {
    const email = `${firstName.toLowerCase()}.status.${Date.now()}@example.com`;
    const added = await t.request('/api/commands/RegisterBursar', {
      json: { firstName, lastName: 'Gumbo', email },
      token: a.admin.token,
    });
    expect(added.status).toBe(201);
    const set = await t.request('/api/auth/set-password', {
      json: { email, code: await mailedCode(t.platform, email), password: PASSWORD },
    });
    expect(set.status).toBe(200);
    return email;
  }

  const loginStatus = async (email: string) =>
    (await t.request('/api/auth/login', { json: { identifier: email, password: PASSWORD } }))
      .status;

  /** The bursar types their email and password on the sign-in page; where it leads. */
  async function signIn(email: string, viewport: { width: number; height: number }) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(email, { delay: 30 });
    await page.locator('[name=password]').pressSequentially(PASSWORD, { delay: 30 });
    await page.getByRole('button', { name: 'Login' }).click();
    return page;
  }

  const desks = [
    { width: 1366, first: 'Nyasha' },
    { width: 390, first: 'Farai' },
  ] as const;

  for (const { width, first } of desks) {
    it(`at ${width} px: the admin deactivates ${first}, who cannot sign in, then reactivates them`, async () => {
      const viewport = { width, height: width < 600 ? 844 : 900 };
      const email = await bursar(first);
      const name = `${first} Gumbo`;
      const admin = await signedIn(
        browser,
        t.url,
        { identifier: a.admin.email, password: a.admin.password },
        viewport,
        '/admin',
      );
      await admin.goto(`${t.url}/admin/bursars`);
      // A row on a wide screen, a card on a phone: either holds the bursar's email and status.
      const entry = (admin: Page) =>
        width < 600
          ? admin.getByTestId('bursar-card').filter({ hasText: email })
          : admin.locator('tr', { hasText: email });
      await expect.poll(() => entry(admin).textContent()).toContain('Active');

      await entry(admin)
        .getByRole('button', { name: `Deactivate ${name}` })
        .click();
      const dialog = admin.getByRole('dialog', { name: `Deactivate ${name}?` });
      await expect
        .poll(() => dialog.textContent())
        .toContain(`${name} will no longer be able to sign in`);
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => entry(admin).textContent()).toContain('Inactive');
      await admin.screenshot({ path: `test-results/bursar-inactive-${width}.png`, fullPage: true });
      expect(await noSidewaysScroll(admin)).toBe(true);

      // Refused at the sign-in page once the account follows the log: they stay there, told so.
      await expect.poll(() => loginStatus(email), { timeout: 10_000 }).toBe(401);
      const refused = await signIn(email, viewport);
      await refused.getByRole('alert').first().waitFor();
      expect(new URL(refused.url()).pathname).toBe('/login');
      await refused.close();

      await entry(admin)
        .getByRole('button', { name: `Reactivate ${name}` })
        .click();
      const again = admin.getByRole('dialog', { name: `Reactivate ${name}?` });
      await again.getByRole('button', { name: 'Reactivate' }).click();
      await again.waitFor({ state: 'hidden' });
      await expect.poll(() => entry(admin).textContent()).not.toContain('Inactive');
      expect(await entry(admin).textContent()).toContain('Active');
      await admin.close();

      // The sign-in is the bursar's again once the account follows the log.
      await expect.poll(() => loginStatus(email), { timeout: 10_000 }).toBe(200);
      const page = await signIn(email, viewport);
      await page.waitForURL('**/bursar', { timeout: 15_000 });
      await page.close();
    }, 150_000);
  }
});
