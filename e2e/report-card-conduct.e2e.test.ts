import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { recordMarks, resultsWorld, type ResultsWorld } from '@chikoro/launcher/testing/results';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { listQuery, readNow } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();
const HUMAN = { delay: 150 };

/**
 * The school's report-card choices, from the admin's Card settings to the card: the admin turns
 * conduct and effort on, the Mathematics teacher types them beside the marks, and the published
 * card shows them, its scores printed as the school chose. Batsi's English paper is marked 75.5.
 */
describe.runIf(run)('conduct, effort and the score format in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let w: ResultsWorld;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    w = await resultsWorld(t, school);
    await recordMarks(t, school, w.papers.english.examId, [[w.students[1]!.id, 75.5]]);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const viewport = (width: number) => ({ width, height: width > 500 ? 900 : 844 });
  const asAdmin = async (width: number): Promise<Page> => {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: school.admin.email, password: school.admin.password },
      viewport(width),
      '/admin',
    );
    const filter = encodeURIComponent(JSON.stringify({ classId: w.classId, termId: w.rec.termId }));
    await page.goto(`${t.url}/admin/report-cards?filter=${filter}`);
    await page.getByRole('button', { name: 'Card settings' }).waitFor({ timeout: 15_000 });
    return page;
  };
  const settings = async () =>
    (await t.request('/api/report-card-settings', { token: school.admin.token })).body;
  const ratings = async () =>
    (
      (
        await readNow(
          t,
          `/api/results${listQuery({ classId: w.classId, subjectId: w.rec.subjects.maths }, ['studentName', 'ASC'])}`,
          school.admin.token,
        )
      ).body as { studentName: string; conduct: string | null; effort: string | null }[]
    ).map((r) => [r.studentName, r.conduct, r.effort]);

  /** The Mathematics teacher types a student's conduct and effort into the grid, as a person does. */
  async function teacherRates(
    width: number,
    row: number,
    conduct: string,
    effort: string,
    expected: (string | null)[],
  ) {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: w.teachers.maths.email, password: 'Teacher-pass-1' },
      viewport(width),
      '/teacher-portal',
    );
    const search = `?filter=${encodeURIComponent(JSON.stringify({ q: 'Mathematics Paper 2' }))}`;
    await page.goto(`${t.url}/teacher-portal/grading-results${search}`);
    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 2' }).click();
    const conductCell = page.locator('[data-testid=mark-grid] .conduct-cell').nth(row);
    await expect.poll(() => page.locator('[data-testid=mark-grid] .conduct-cell').count()).toBe(4);
    await conductCell.click();
    await page.keyboard.type(conduct, HUMAN);
    await page.keyboard.press('Tab');
    await page.keyboard.type(effort, HUMAN);
    await page.keyboard.press('Enter');
    await page.screenshot({ path: `test-results/conduct-grid-${width}.png` });
    // Saved with the row: the conduct when its cell is left, then the effort with it.
    await expect.poll(async () => (await ratings())[row], { timeout: 15_000 }).toEqual(expected);
    await page
      .getByTestId('ratings-state')
      .filter({ hasText: 'Conduct and effort saved' })
      .waitFor({ timeout: 10_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.close();
  }

  async function publish(page: Page) {
    await page.getByRole('button', { name: 'Publish results' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Results published').first().waitFor({ timeout: 15_000 });
  }
  /** The card's subject rows as it shows them: subject, score, grade, conduct, effort, comment. */
  const cardRows = async (page: Page) => {
    const card = page.getByTestId('report-card');
    await card.waitFor({ timeout: 15_000 });
    const rows = card.getByTestId('subject-row');
    const out: string[][] = [];
    for (let i = 0; i < (await rows.count()); i += 1)
      out.push(await rows.nth(i).locator('td').allTextContents());
    return out;
  };

  it('at 1366 px the admin turns conduct and effort on, the teacher types them for Anesu, and Anesu’s card shows them', async () => {
    const admin = await asAdmin(1366);
    await admin.getByRole('button', { name: 'Card settings' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Report card settings' });
    await dialog
      .getByLabel('Conduct and effort per subject (A to E, from each subject’s teacher)')
      .check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await settings()).toEqual({ conductAndEffort: true, scoreFormat: 'WHOLE' });

    await teacherRates(1366, 0, 'a', 'b', ['Anesu Moyo', 'A', 'B']);
    expect(await ratings()).toEqual([
      ['Anesu Moyo', 'A', 'B'],
      ['Batsi Ncube', null, null],
      ['Chipo Sibanda', null, null],
      ['Dudzai Zhou', null, null],
    ]);

    await admin.reload();
    await publish(admin);
    await admin.getByRole('cell', { name: 'Anesu Moyo' }).click();
    expect(await cardRows(admin)).toEqual([
      ['English', '80', 'A', '—', '—', '—'],
      ['Mathematics', '90', 'A', 'A', 'B', '—'],
    ]);
    await admin
      .getByText('Conduct and effort: A excellent, B very good, C good, D fair, E poor')
      .waitFor();
    await admin.screenshot({ path: 'test-results/conduct-card-1366.png', fullPage: true });
    await admin.close();
  });

  it('at 390 px the admin chooses one decimal, the teacher types Batsi’s conduct and effort, and Batsi’s new card shows them and 75.5', async () => {
    const admin = await asAdmin(390);
    await admin.getByRole('button', { name: 'Card settings' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Report card settings' });
    await dialog.getByLabel('Scores print as').selectOption('ONE_DECIMAL');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await settings()).toEqual({ conductAndEffort: true, scoreFormat: 'ONE_DECIMAL' });

    await teacherRates(390, 1, 'c', 'd', ['Batsi Ncube', 'C', 'D']);

    await admin.reload();
    await publish(admin);
    await admin
      .getByRole('link', { name: 'Open the report card of Batsi Ncube, version 2' })
      .click();
    expect(await cardRows(admin)).toEqual([
      ['English', '75.5', 'A', '—', '—', '—'],
      ['Mathematics', '74.0', 'B', 'C', 'D', '—'],
    ]);
    expect(await noSidewaysScroll(admin)).toBe(true);
    await admin.screenshot({ path: 'test-results/conduct-card-390.png', fullPage: true });
    await admin.close();
  });
});
