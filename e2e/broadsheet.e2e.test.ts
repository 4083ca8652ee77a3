import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  mailedCode,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import { resultsWorld, type ResultsWorld } from '@chikoro/launcher/testing/results';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { registerTeacher } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

const run = browserAvailable();

/**
 * Form 2 Blue, Term 1 2030 on the sample scale (see resultsWorld), its broadsheet worked out by hand:
 *   Anesu   English 80 A | Mathematics 90 A | total 170, average 85, points 10 → 1st
 *   Batsi   English 76 A | Mathematics 74 B | total 150, average 75, points 9  → 2nd
 *   Chipo   English 75 A | Mathematics 75 A | total 150, average 75, points 10 → 2nd
 *   Dudzai  English not entered | Mathematics 20 U | total 20, average 20, points 0 → 4th
 *   English 80, 76, 75 → 77, 3 of 3 pass = 100% | Mathematics 90, 74, 75, 20 → 64.75, 3 of 4 = 75%
 * The school prints whole numbers until it chooses one decimal: averages print one decimal more
 * (85.0, 77.0, 64.75 → 64.8); with one decimal, marks 80.0 and averages 85.00, 64.75.
 */
describe.runIf(run)('the class broadsheet in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let w: ResultsWorld;
  const teacher = { identifier: '', password: 'Teacher-pass-1' };

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    w = await resultsWorld(t, school);
    // Farai, Form 2 Blue's class teacher, who teaches no subject there.
    const { details, res } = await registerTeacher(t, school.admin.token, {
      firstName: 'Farai',
      lastName: 'Ncube',
    });
    teacher.identifier = details.email.toLowerCase();
    await t.request('/api/auth/set-password', {
      json: {
        email: teacher.identifier,
        code: await mailedCode(t.platform, teacher.identifier),
        password: teacher.password,
      },
    });
    const assigned = await t.request('/api/commands/AssignClassTeacher', {
      json: { classId: w.classId, teacherId: res.body.teacherId },
      token: school.admin.token,
    });
    expect(assigned.status).toBe(201);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const admin = () => ({ identifier: school.admin.email, password: school.admin.password });
  const table = (page: Page) => page.getByRole('table', { name: /^Broadsheet of/ });
  const rowOf = (page: Page, name: string) =>
    table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) });
  const cellsOf = async (page: Page, name: string) =>
    (await rowOf(page, name).getByRole('cell').allInnerTexts()).map((s) => s.trim());
  /** Opens a select by its label and types the option's name, as a keyboard user picks it. */
  const pick = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type(option, { delay: 80 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: label }).innerText()).toBe(option);
  };

  it('the admin opens it from the report cards, picks the class and term, reads the figures and downloads the spreadsheet (1366 px)', async () => {
    const page = await signedIn(browser, t.url, admin(), { width: 1366, height: 900 }, '/admin');
    await page.goto(`${t.url}/admin/report-cards`);
    await page.getByRole('link', { name: 'Broadsheet' }).click();
    await page.waitForURL('**/admin/broadsheet');
    await pick(page, 'Class', 'Form 2 Blue');
    await pick(page, 'Term', 'Term 1 2030');
    await table(page).waitFor({ timeout: 15_000 });
    expect(page.url()).toContain(`classId=${w.classId}`);

    expect(await table(page).getByRole('columnheader').allInnerTexts()).toEqual([
      'Pos.',
      'Student',
      'English',
      'Mathematics',
      'Total',
      'Average',
      'Points',
    ]);
    expect(await cellsOf(page, 'Anesu Moyo')).toEqual(['1', '80 A', '90 A', '170', '85.0', '10']);
    expect(await cellsOf(page, 'Batsi Ncube')).toEqual(['2', '76 A', '74 B', '150', '75.0', '9']);
    expect(await cellsOf(page, 'Chipo Sibanda')).toEqual([
      '2',
      '75 A',
      '75 A',
      '150',
      '75.0',
      '10',
    ]);
    expect(await cellsOf(page, 'Dudzai Zhou')).toEqual(['4', '—', '20 U', '20', '20.0', '0']);
    expect((await cellsOf(page, 'Subject average')).slice(1, 3)).toEqual(['77.0', '64.8']);
    expect((await cellsOf(page, 'Pass rate')).slice(1, 3)).toEqual(['100%', '75%']);
    await page.screenshot({ path: 'test-results/broadsheet-1366.png', fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download XLSX' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('broadsheet-form-2-blue-term-1.xlsx');
    const book = new ExcelJS.Workbook();
    const bytes = await readFile(await file.path());
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect((book.worksheets[0]!.getRow(5).values as unknown[]).slice(1)).toEqual([
      2,
      'Chipo Sibanda',
      w.students[2]!.registrationNumber,
      75,
      'A',
      75,
      'A',
      150,
      75,
      10,
    ]);

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await readFile(await (await pdf).path())).subarray(0, 5).toString('latin1')).toBe(
      '%PDF-',
    );
    await page.close();
  });

  it('fits a phone: the table scrolls sideways within its box, the page does not (390 px)', async () => {
    const page = await signedIn(browser, t.url, admin(), { width: 390, height: 844 }, '/admin');
    await page.goto(`${t.url}/admin/broadsheet?classId=${w.classId}&termId=${w.rec.termId}`);
    await table(page).waitFor({ timeout: 15_000 });
    expect(await cellsOf(page, 'Chipo Sibanda')).toEqual([
      '2',
      '75 A',
      '75 A',
      '150',
      '75.0',
      '10',
    ]);
    const box = page.getByTestId('broadsheet-scroll');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/broadsheet-390.png', fullPage: true });
    await box.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await page.screenshot({ path: 'test-results/broadsheet-390-scrolled.png', fullPage: true });
    await page.close();
  });

  it('the class teacher opens it from Uploading results and reads the same figures (390 px)', async () => {
    const page = await signedIn(
      browser,
      t.url,
      teacher,
      { width: 390, height: 844 },
      '/teacher-portal',
    );
    await page.goto(`${t.url}/teacher-portal/uploading-results`);
    await page.getByRole('link', { name: 'Broadsheet' }).click();
    await page.waitForURL('**/teacher-portal/broadsheet');
    await pick(page, 'Class', 'Form 2 Blue');
    await pick(page, 'Term', 'Term 1 2030');
    await table(page).waitFor({ timeout: 15_000 });
    expect(await cellsOf(page, 'Dudzai Zhou')).toEqual(['4', '—', '20 U', '20', '20.0', '0']);
    expect(await page.getByRole('option', { name: /all classes/ }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/broadsheet-teacher-390.png', fullPage: true });
    await page.close();
  });

  it('prints one decimal once the admin chooses it, the averages to two (1366 px)', async () => {
    const changed = await t.request('/api/commands/ChangeReportCardSettings', {
      json: { conductAndEffort: false, scoreFormat: 'ONE_DECIMAL' },
      token: school.admin.token,
    });
    expect(changed.status).toBe(201);
    await expect
      .poll(async () =>
        (await t.request('/api/ready')).body.projections.every((p: { lag: number }) => p.lag === 0),
      )
      .toBe(true);
    const page = await signedIn(browser, t.url, admin(), { width: 1366, height: 900 }, '/admin');
    await page.goto(`${t.url}/admin/broadsheet?classId=${w.classId}&termId=${w.rec.termId}`);
    await table(page).waitFor({ timeout: 15_000 });
    expect(await cellsOf(page, 'Anesu Moyo')).toEqual([
      '1',
      '80.0 A',
      '90.0 A',
      '170.0',
      '85.00',
      '10',
    ]);
    expect(await cellsOf(page, 'Dudzai Zhou')).toEqual(['4', '—', '20.0 U', '20.0', '20.00', '0']);
    expect((await cellsOf(page, 'Subject average')).slice(1, 3)).toEqual(['77.00', '64.75']);
    await page.close();
  });
});
