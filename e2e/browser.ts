import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Clock } from '@chikoro/platform';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests need Debian's Chromium. Outside CI a missing browser skips them, loudly; under
 * CI=true it is a failure, so a green run always means the browser tests ran.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true')
    throw new Error(
      `CI=true but no Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install chromium)`,
    );
  console.warn(
    `\n*** BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}. Install it with: apt-get install chromium ***\n`,
  );
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh page of the given size, signed in through the login form, once it has landed on `lands` (e.g. '/admin'). */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  account: { identifier: string; password: string },
  viewport: { width: number; height: number },
  lands: string,
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${baseUrl}/login`);
  await page.fill('[name=identifier]', account.identifier);
  await page.fill('[name=password]', account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${lands}`);
  return page;
}

/**
 * A fresh page living on the clock's day (playwright's page.clock): what the UI calls today is the
 * platform's today. The page's time starts at the clock's and passes as it does; its timers are
 * the browser's own, so debounced inputs and loading indicators behave as for a user.
 */
export async function pageOnDay(
  browser: Browser,
  clock: Clock,
  options: Parameters<Browser['newPage']>[0],
): Promise<Page> {
  const page = await browser.newPage(options);
  await page.clock.setSystemTime(clock.now());
  return page;
}
