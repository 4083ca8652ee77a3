import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { approvedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser } from './browser';
import { seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

describe.runIf(run)('a page while the platform turns readers away', () => {
  let t: TestPlatform;
  let browser: Browser;
  let superToken: string;

  beforeAll(async () => {
    // Three places, one kept for school work: two held reads take the readers' share.
    t = await startTestPlatform({
      MAX_REQUESTS_IN_FLIGHT: '3',
      RESERVED_FOR_SCHOOL_WORK: '1',
      CONSISTENCY_TIMEOUT_MS: '4000',
    });
    superToken = await t.login(t.superadmin.email, t.superadmin.password);
    await approvedSchool(t, superToken, { name: 'Nyanga High School' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  // Reads asking for a position the log never reaches wait the whole consistency timeout (4 s).
  const holdTheReadersPlaces = () =>
    [1, 2].map(() =>
      t.request('/api/enrolment-requests', {
        token: superToken,
        headers: { 'X-Consistent-After': '999999999' },
      }),
    );

  it.each([
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)(
    'on a %s, says families are reading results and when it tries again, then shows the page by itself',
    async (_name, viewport) => {
      const held = holdTheReadersPlaces();
      await expect.poll(() => t.platform.shedder.inFlight()).toBe(2);
      const page = await browser.newPage({ viewport });
      await page.goto(`${t.url}/`);

      const notice = page
        .getByRole('status')
        .filter({ hasText: 'Many families are reading results right now' });
      await expect
        .poll(() => notice.textContent(), { timeout: 10_000 })
        .toMatch(
          /^Many families are reading results right now — trying again in (1 second|[2-9] seconds)$/,
        );
      expect(t.platform.shedder.shed()).toBeGreaterThan(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
      const box = await notice.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/busy-${viewport.width}.png` });

      await Promise.all(held);
      // Nobody clicks anything: the page tries again by itself, and the notice goes.
      await page
        .getByTestId('clients-strip')
        .getByText('Nyanga High School')
        .waitFor({ timeout: 20_000 });
      await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(0);
      await page.close();
    },
  );
});
