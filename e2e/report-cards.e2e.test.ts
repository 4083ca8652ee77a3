import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { correctMark, resultsWorld, type ResultsWorld } from '@chikoro/launcher/testing/results';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser, signedIn } from './browser';

const run = browserAvailable();

describe.runIf(run)('report cards in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let w: ResultsWorld;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    w = await resultsWorld(t, school);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const signedInPage = () =>
    signedIn(
      browser,
      t.url,
      { identifier: school.admin.email, password: school.admin.password },
      { width: 1366, height: 900 },
      '/admin',
    );

  it('the admin previews the drafts, publishes after a confirmation, reads a card, and sees a corrected one as amended', async () => {
    const page = await signedInPage();
    await page.getByRole('menuitem', { name: 'Report Cards' }).click();
    await page.waitForURL('**/admin/report-cards**');
    const filter = encodeURIComponent(JSON.stringify({ classId: w.classId, termId: w.rec.termId }));
    await page.goto(`${t.url}/admin/report-cards?filter=${filter}`);

    await page.getByRole('button', { name: 'Draft preview' }).click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('cell', { name: 'Incomplete' }).waitFor();
    expect(await preview.getByRole('row').count()).toBe(9);
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Publish results' }).click();
    await page.getByText('Students and parents will see their report cards.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Results published').first().waitFor({ timeout: 10_000 });
    await page.getByRole('cell', { name: 'Dudzai Zhou' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Published' }).count()).toBe(4);

    await correctMark(
      t,
      school,
      w.papers.maths2.examId,
      w.students[3]!.id,
      'ABSENT',
      30,
      'Script found after marking',
    );
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('cell', { name: 'Dudzai Zhou' }).first().waitFor();
          return page.getByText('amended', { exact: true }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);

    await page.getByText('amended', { exact: true }).click();
    await page.getByText('REPORT CARD').first().waitFor();
    // The reason was not shared with the family: the card says what changed, not why.
    await page
      .getByText('Mathematics, Mathematics Paper 2: from absent to 30', { exact: true })
      .first()
      .waitFor();
    expect(await page.getByText('Script found after marking').count()).toBe(0);
    await page.getByText('4 of 4').first().waitFor();
    await page.screenshot({ path: 'test-results/report-cards-amended.png', fullPage: true });
  });
});
