import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests need Debian's Chromium. Outside CI a missing browser skips them, loudly; under
 * CI=true it is a failure, so a green run always means the browser tests ran.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true') throw new Error(`CI=true but no Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install chromium)`);
  console.warn(`\n*** BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}. Install it with: apt-get install chromium ***\n`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
