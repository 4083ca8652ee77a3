import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { resultsWorld, type ResultsWorld } from '@chikoro/launcher/testing/results';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

describe.runIf(run)('the head’s comments in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let w: ResultsWorld;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    w = await resultsWorld(t, school);
    // The maths teacher has commented on Anesu only.
    const commented = await t.request('/api/commands/RecordSubjectComments', {
      json: {
        classId: w.classId,
        subjectId: w.rec.subjects.maths,
        termId: w.rec.termId,
        comments: [{ studentId: w.students[0]!.id, comment: 'Excellent work' }],
      },
      token: w.teachers.maths.token,
    });
    expect(commented.status).toBe(201);
    adminToken = await t.login(school.admin.email, school.admin.password);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const open = async (width: number, height: number): Promise<Page> => {
    const page = await signedIn(
      browser,
      t.url,
      { identifier: school.admin.email, password: school.admin.password },
      { width, height },
      '/admin',
    );
    const filter = encodeURIComponent(JSON.stringify({ classId: w.classId, termId: w.rec.termId }));
    await page.goto(`${t.url}/admin/report-cards?filter=${filter}`);
    return page;
  };
  /** The head's comments as the service holds them now, by student name. */
  const savedComments = async () => {
    const res = await t.request(
      `/api/report-card-readiness?classId=${w.classId}&termId=${w.rec.termId}`,
      {
        token: adminToken,
        headers: { 'X-Consistent-After': String(await t.platform.store.headPosition()) },
      },
    );
    expect(res.status).toBe(200);
    return Object.fromEntries(
      (res.body.students as { studentName: string; headComment: string }[]).map((s) => [
        s.studentName,
        s.headComment,
      ]),
    );
  };
  const field = (page: Page, student: string) =>
    page.getByRole('dialog').getByRole('textbox', { name: `Head’s comment for ${student}` });

  it('the admin writes one student’s comment, then a column for the class, is warned of what is empty, publishes anyway and the card shows it', async () => {
    const page = await open(1366, 900);
    await page.getByRole('button', { name: 'Head’s comments' }).click();
    const dialog = page.getByRole('dialog');

    await field(page, 'Anesu Moyo').pressSequentially('A fine term.', { delay: 150 });
    await dialog.getByRole('button', { name: 'Save comments (1)' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Saved: 1 comment' })
      .waitFor({ timeout: 10_000 });
    expect(await savedComments()).toEqual({
      'Anesu Moyo': 'A fine term.',
      'Batsi Ncube': '',
      'Chipo Sibanda': '',
      'Dudzai Zhou': '',
    });

    await field(page, 'Batsi Ncube').pressSequentially('Well done.', { delay: 150 });
    await field(page, 'Chipo Sibanda').pressSequentially('Keep going.', { delay: 150 });
    await dialog.getByRole('button', { name: 'Save comments (2)' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Saved: 2 comments' })
      .waitFor({ timeout: 10_000 });
    expect(await savedComments()).toEqual({
      'Anesu Moyo': 'A fine term.',
      'Batsi Ncube': 'Well done.',
      'Chipo Sibanda': 'Keep going.',
      'Dudzai Zhou': '',
    });
    await page.screenshot({ path: 'test-results/head-comments-1366.png' });
    expect(await seriousAxeFindings(page, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Opened again after a reload, the column shows what the service holds.
    await page.reload();
    await page.getByRole('button', { name: 'Head’s comments' }).click();
    await expect
      .poll(() => field(page, 'Chipo Sibanda').inputValue(), { timeout: 10_000 })
      .toBe('Keep going.');
    expect(await field(page, 'Anesu Moyo').inputValue()).toBe('A fine term.');
    expect(await field(page, 'Dudzai Zhou').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Publish results' }).click();
    const warning = page
      .getByRole('dialog')
      .getByRole('alert', { name: 'Still empty on these report cards' });
    await warning.waitFor({ timeout: 10_000 });
    expect(await warning.getByRole('listitem').allTextContents()).toEqual([
      'Marks: 1 subject with a paper not entered — Dudzai Zhou (English)',
      'Teachers’ comments: 7 subjects without one — Anesu Moyo (English); Batsi Ncube (English, Mathematics); Chipo Sibanda (English, Mathematics); Dudzai Zhou (English, Mathematics)',
      'Head’s comments: 1 student without one — Dudzai Zhou',
    ]);
    await page.screenshot({ path: 'test-results/head-comments-publish-1366.png' });
    expect(await seriousAxeFindings(page, '[role=dialog]')).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Results published').first().waitFor({ timeout: 10_000 });

    await page.getByRole('cell', { name: 'Anesu Moyo' }).click();
    await page.getByText('REPORT CARD').first().waitFor();
    await page.getByText('A fine term.').first().waitFor();
    await page.close();
  });

  it('on a phone the column is one student under another, fits the width, and saves what is typed', async () => {
    const page = await open(390, 844);
    await page.getByRole('button', { name: 'Head’s comments' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/report-cards-390.png' });
    await page.getByRole('button', { name: 'Head’s comments' }).click();
    const dialog = page.getByRole('dialog');
    await field(page, 'Dudzai Zhou').pressSequentially('Sit every paper.', { delay: 150 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/head-comments-390.png' });
    await dialog.getByRole('button', { name: 'Save comments (1)' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Saved: 1 comment' })
      .waitFor({ timeout: 10_000 });
    expect((await savedComments())['Dudzai Zhou']).toBe('Sit every paper.');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Publish results' }).click();
    const warning = page
      .getByRole('dialog')
      .getByRole('alert', { name: 'Still empty on these report cards' });
    await warning.waitFor({ timeout: 10_000 });
    expect(await warning.getByRole('listitem').allTextContents()).toEqual([
      'Marks: 1 subject with a paper not entered — Dudzai Zhou (English)',
      'Teachers’ comments: 7 subjects without one — Anesu Moyo (English); Batsi Ncube (English, Mathematics); Chipo Sibanda (English, Mathematics); Dudzai Zhou (English, Mathematics)',
    ]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/head-comments-publish-390.png' });
    await page.close();
  });
});
