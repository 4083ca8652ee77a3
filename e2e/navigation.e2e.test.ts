import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoTestPlatform } from '@chikoro/launcher/testing/demo';
import type { TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();
const desktop = { width: 1366, height: 900 };

describe.runIf(run)('finding one’s way when signed in, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let admin: { identifier: string; password: string };

  beforeAll(async () => {
    const demo = await startDemoTestPlatform();
    t = demo.t;
    const signIns = demo.signIns;
    admin = signIns.find((s) => s.role === 'ADMIN')!;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** A fresh browser profile, signed in through the login form. */
  async function signedIn(
    identifier: string,
    password: string,
    lands: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', identifier);
    await page.fill('[name=password]', password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${lands}`);
    return { context, page };
  }

  describe('as the superadmin', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(
      async () =>
        ({ context, page } = await signedIn(
          t.superadmin.email,
          t.superadmin.password,
          '/superadmin-dashboard',
        )),
    );
    afterAll(async () => context?.close());

    it('opening /login leads to the dashboard, not to the form', async () => {
      await page.goto(`${t.url}/login`);
      await page.waitForURL('**/superadmin-dashboard');
      expect(await page.locator('[name=identifier]').count()).toBe(0);
    });

    it('the public top bar offers the way back and Logout instead of Login', async () => {
      await page.goto(`${t.url}/`);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      expect(await nav.getByRole('link', { name: 'My area' }).getAttribute('href')).toBe(
        '/superadmin-dashboard',
      );
      expect(await nav.getByRole('link', { name: 'Logout' }).isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
      await nav.getByRole('link', { name: 'My area' }).click();
      await page.waitForURL('**/superadmin-dashboard');
    });

    it('an unknown address shows the 404 page inside the superadmin’s layout, at that address', async () => {
      await page.goto(`${t.url}/no-such-page`);
      await expect
        .poll(
          () => page.getByRole('heading', { name: "Oops, this page doesn't exist" }).isVisible(),
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      expect(await page.getByText("Let's get you back home").isVisible()).toBe(true);
      expect(await page.getByRole('menuitem', { name: 'Audit log' }).isVisible()).toBe(true);
      expect(page.url()).toBe(`${t.url}/no-such-page`);
      await page.screenshot({ path: 'test-results/navigation-superadmin-404.png' });
    });

    it('an unknown superadmin address shows the spec’s 404 page, not react-admin’s', async () => {
      await page.goto(`${t.url}/superadmin-dashboard/no-such-list`);
      await expect
        .poll(
          () => page.getByRole('heading', { name: "Oops, this page doesn't exist" }).isVisible(),
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      expect(await page.getByText("Let's get you back home").isVisible()).toBe(true);
      expect(await page.getByRole('menuitem', { name: 'School Enrollment' }).isVisible()).toBe(
        true,
      );
      await page.getByRole('link', { name: 'Go to the dashboard' }).click();
      await page.waitForURL('**/superadmin-dashboard');
    });
  });

  describe('as a school admin', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(
      async () => ({ context, page } = await signedIn(admin.identifier, admin.password, '/admin')),
    );
    afterAll(async () => context?.close());

    it('opening the superadmin area says whose area it is, keeps the sign-in and leads back', async () => {
      await page.goto(`${t.url}/superadmin-dashboard`);
      const why = page.getByTestId('area-of-another-role');
      await expect
        .poll(() => why.textContent(), { timeout: 10_000 })
        .toBe('This area is for the platform superadmin; you are signed in as school admin.');
      expect(page.url()).toBe(`${t.url}/superadmin-dashboard`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
      await page.screenshot({ path: 'test-results/navigation-admin-in-superadmin-area.png' });
      await page.getByRole('link', { name: 'Go to my area' }).click();
      await page.waitForURL('**/admin');
    });

    it('an unknown address shows the 404 page with the admin’s sidebar', async () => {
      await page.goto(`${t.url}/admin/no-such-screen`);
      // The admin area's own frame: its title is the h1, the spec's words under it, the sidebar beside.
      await expect
        .poll(
          () => page.getByRole('heading', { name: "Oops, this page doesn't exist" }).isVisible(),
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      for (const entry of [
        'Dashboard',
        'Student Management',
        'Teacher Management',
        'Getting Started',
      ]) {
        expect(
          await page.getByRole('menuitem', { name: entry, exact: true }).isVisible(),
          entry,
        ).toBe(true);
      }
      expect(
        await page.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href'),
      ).toBe('/admin');
      await page.screenshot({ path: 'test-results/navigation-admin-404.png' });
    });

    it('opening /login leads to the admin’s area', async () => {
      await page.goto(`${t.url}/login`);
      await page.waitForURL('**/admin');
    });
  });

  it('a visitor still gets the public 404 page and the Login link', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${t.url}/no-such-page`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe("Oops, this page doesn't exist");
    expect(
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: 'Login' })
        .isVisible(),
    ).toBe(true);
    await page.close();
  });
});
