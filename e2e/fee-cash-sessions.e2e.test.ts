import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolStudent } from '@chikoro/launcher/testing/families';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import type { ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET, twoSchools, type SchoolRecords } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();

describe.runIf(run)('a cashier’s session on the Cash-up tab in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let schools: { school: ApprovedSchool; records: SchoolRecords }[];

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
    const { a, b, recA, recB } = await twoSchools(t);
    schools = [
      { school: a, records: recA },
      { school: b, records: recB },
    ];
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  for (const [i, width] of [1366, 390].entries()) {
    it(`at ${width} px: opens a session, takes USD 120.00, closes it with USD 119.50 typed and shows the variance USD -0.50 (on its card on a phone)`, async () => {
      const { school, records } = schools[i]!;
      const send = async (type: string, json: unknown) => {
        const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
        expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
        return res.body as Record<string, unknown>;
      };
      const classId = String(
        (await send('CreateClass', { levelId: records.levels.form1, name: 'Form 1 Blue' })).classId,
      );
      const studentId = await enrolStudent(t, school, classId, ['Rudo', 'Moyo']);

      const page = await signedIn(
        browser,
        t.url,
        { identifier: school.admin.email, password: school.admin.password },
        { width, height: width < 600 ? 844 : 900 },
        '/admin',
      );
      await page.goto(`${t.url}/admin/fees`);
      await page.getByRole('tab', { name: 'Cash-up' }).click();
      await page.getByRole('button', { name: 'Open session' }).click();
      // A table on a wide screen; on a phone a card per session.
      const narrow = width < 900;
      const sessions = narrow
        ? page.getByRole('list', { name: 'Cash sessions' })
        : page.getByRole('table', { name: 'Cash sessions' });
      await expect.poll(() => sessions.textContent()).toContain('Open');

      // The cashier takes USD 120.00 cash while the session is open.
      await send('RecordPayment', {
        studentId,
        amount: { currency: 'USD', minor: '12000' },
        channel: 'CASH',
      });
      await page.reload();
      await page.getByRole('tab', { name: 'Cash-up' }).click();
      await expect.poll(() => sessions.textContent()).toContain('USD 120.00');

      await page.getByRole('button', { name: 'Close session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close cash session' });
      await expect.poll(() => dialog.textContent()).toContain('Expected so far: USD 120.00');
      await page.locator('[name=USD]').pressSequentially('119.50', { delay: 60 });
      await dialog.getByRole('button', { name: 'Close session' }).click();
      await dialog.waitFor({ state: 'hidden' });

      if (narrow) {
        // The card reads per currency what was expected, counted and the variance.
        const usd = page.getByTestId('cash-session-card').first().getByTestId('cash-session-USD');
        await expect.poll(() => usd.textContent()).toContain('Variance: USD -0.50');
        expect(await usd.textContent()).toContain('Expected: USD 120.00');
        expect(await usd.textContent()).toContain('Counted: USD 119.50');
        expect(await page.getByRole('table', { name: 'Cash sessions' }).count()).toBe(0);
      } else {
        const closed = sessions.getByRole('row').nth(1);
        await expect.poll(() => closed.textContent()).toContain('USD -0.50');
        expect(await closed.textContent()).toContain('USD 119.50');
      }
      await expect.poll(() => page.getByRole('button', { name: 'Open session' }).count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/cash-session-${width}.png`, fullPage: true });
      await page.close();
    });
  }
});
