import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { browserAvailable, launchBrowser } from './browser';

const run = browserAvailable();

/**
 * A mid-range phone on a slow mobile network (Lighthouse's mobile profile): 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, and a CPU four times slower than this machine's.
 */
const slowPhone = {
  viewport: { width: 390, height: 844 },
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

describe.runIf(run)('the landing page on a throttled phone, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestPlatform();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows its heading; its first paint and the JavaScript it downloaded are printed as figures', async () => {
    const context = await browser.newContext({
      viewport: slowPhone.viewport,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slowPhone.latencyMs,
      downloadThroughput: slowPhone.downloadBytesPerSecond,
      uploadThroughput: slowPhone.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });

    await page.goto(`${t.url}/`, { waitUntil: 'load', timeout: 90_000 });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 60_000 })
      .toBe('School management, from enrolment to report card');

    const figures = await page.evaluate(() => {
      const paint = (name: string) =>
        performance.getEntriesByType('paint').find((e) => e.name === name)?.startTime;
      const scripts = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      return {
        firstPaintMs: paint('first-paint'),
        firstContentfulPaintMs: paint('first-contentful-paint'),
        scripts: scripts.length,
        scriptKbOverTheWire: scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
      };
    });
    // A figure for docs/benchmarks.md, not a limit: this machine's speed varies with its load.
    console.log(
      `landing page on a throttled phone: ${JSON.stringify({
        firstPaintMs: Math.round(figures.firstPaintMs ?? -1),
        firstContentfulPaintMs: Math.round(figures.firstContentfulPaintMs ?? -1),
        scripts: figures.scripts,
        scriptKbOverTheWire: Math.round(figures.scriptKbOverTheWire * 10) / 10,
      })}`,
    );
    await context.close();
  });
});
