import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinTestDay } from '@chikoro/launcher/testing/dates';
import { currentRecords, eventually, FAMILY_PASSWORD } from '@chikoro/launcher/testing/family';
import { linkParent } from '@chikoro/launcher/testing/families';
import {
  reactorPassed,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import { resultsWorld, type ResultsWorld } from '@chikoro/launcher/testing/results';
import {
  movableClock,
  registeredParent,
  resultsLinksSent,
  tokenTo,
} from '@chikoro/launcher/testing/resultsLinks';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, pageOnDay, signedIn } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

const run = browserAvailable();
const clock = movableClock(pinTestDay('2026-11-25'));
const GONE =
  'This results link has expired or been replaced — sign in to read your child’s results.';
const CHIPO = '263772440101';
const sizes = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

describe.runIf(run)('a results link in Chromium: open, amended, expired', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: ApprovedSchool;
  let w: ResultsWorld;

  const send = async (type: string, json: unknown) => {
    const res = await t.request(`/api/commands/${type}`, { json, token: a.admin.token });
    if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
    return res.body as { position: number };
  };
  const newestLink = async () => tokenTo(await resultsLinksSent(t, a.schoolId), CHIPO);
  const openLink = async (token: string, viewport: { width: number; height: number }) => {
    const page = await pageOnDay(browser, clock, { viewport, acceptDownloads: true });
    await page.goto(`${t.url}/results/${token}`);
    return page;
  };
  const card = (page: Page) => page.getByTestId('report-card');

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    a = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Mufakose High School',
    });
    w = await resultsWorld(t, a, await currentRecords(t, a));
    const chipo = await registeredParent(t, a, '0772440101', CHIPO, ['Chipo', 'Mutasa']);
    await linkParent(t, a, chipo, w.students[0]!.id);
    await send('ChangeResultsLinkSetting', { sendOnPublication: true });
    const published = await send('PublishResults', { classId: w.classId, termId: w.rec.termId });
    await reactorPassed(t.platform, 'results-links', published.position);
    // The card is readable behind the link once the read model has it.
    const token = await newestLink();
    await eventually(
      'the card behind the link',
      async () => (await t.request(`/api/public/results/${token}`)).status === 200,
    );
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('opens the child’s card without a password, with its PDF and the sign-in for everything else', async () => {
    const token = await newestLink();
    for (const viewport of sizes) {
      const page = await openLink(token, viewport);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe("Anesu Moyo's report card");
      await card(page).waitFor();
      expect(await card(page).textContent()).toContain('Form 2 Blue');
      expect(await page.getByTestId('results-link-amended').count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download PDF' }).click();
      const pdf = await readFile(await (await download).path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(
        await page.getByRole('link', { name: 'Sign in for everything else' }).getAttribute('href'),
      ).toBe('/login');
      await page.close();
    }
  });

  it('once the card is amended, the old link says it was replaced and the new one shows version 2', async () => {
    const old = await newestLink();
    const corrected = await t.request('/api/commands/CorrectMark', {
      json: {
        examId: w.papers.english.examId,
        studentId: w.students[0]!.id,
        mark: 82,
        reason: 'a page was not marked',
      },
      token: a.admin.token,
    });
    expect(corrected.status).toBe(201);
    const fresh = await eventually('the amended card’s link', async () => {
      const token = await newestLink();
      return token !== old && token;
    });
    await eventually(
      'version 2 behind the new link',
      async () => (await t.request(`/api/public/results/${fresh}`)).status === 200,
    );
    for (const viewport of sizes) {
      const page = await openLink(old, viewport);
      const gone = page.getByTestId('results-link-gone');
      await gone.waitFor();
      expect(await gone.textContent()).toContain(GONE);
      expect(await card(page).count()).toBe(0);
      await page.goto(`${t.url}/results/${fresh}`);
      const amended = page.getByTestId('results-link-amended');
      await amended.waitFor();
      expect(await amended.textContent()).toBe(
        'Version 2: this card was amended after publication.',
      );
      await card(page).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    }
  });

  it('an expired link says so and leads to the sign-in, where the parent signs in as usual', async () => {
    const token = await newestLink();
    clock.daysAhead(15);
    try {
      for (const viewport of sizes) {
        const page = await openLink(token, viewport);
        const gone = page.getByTestId('results-link-gone');
        await gone.waitFor();
        expect(await gone.textContent()).toContain(GONE);
        expect(await card(page).count()).toBe(0);
        expect(await noSidewaysScroll(page)).toBe(true);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await gone.getByRole('link', { name: 'Sign in for everything else' }).click();
        await page.waitForURL('**/login');
        await page.locator('[name=identifier]').pressSequentially('0772440101', { delay: 20 });
        await page.locator('[name=password]').pressSequentially(FAMILY_PASSWORD, { delay: 20 });
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL('**/parent');
        await page.close();
      }
    } finally {
      clock.daysAhead(0);
    }
  });

  it('the admin turns the links off and on again from the report cards, at 1366 and 390 px', async () => {
    const setting = async () =>
      (await t.request('/api/results-settings', { token: a.admin.token })).body;
    for (const viewport of sizes) {
      const page = await signedIn(
        browser,
        t.url,
        { identifier: a.admin.email, password: a.admin.password },
        viewport,
        '/admin',
      );
      await page.goto(`${t.url}/admin/report-cards`);
      const toggle = page.getByLabel('Text each parent a link to their child’s new card');
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click();
      await page.getByText('No results links will be sent').waitFor();
      expect(await setting()).toEqual({ sendOnPublication: false });
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click();
      await page
        .getByText('Parents will be sent a results link when cards are published')
        .waitFor();
      expect(await setting()).toEqual({ sendOnPublication: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    }
  });
});
