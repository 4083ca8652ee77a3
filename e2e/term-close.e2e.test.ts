import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { startTestPlatform, type TestPlatform } from '@chikoro/launcher/testing/harness';
import { dayFromToday, pinTestDay } from '@chikoro/launcher/testing/dates';
import { schoolWithClass, type RegisterSchool } from '@chikoro/launcher/testing/registers';
import { TEST_JWT_SECRET } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, pageOnDay } from './browser';
import { noSidewaysScroll, seriousAxeFindings } from './pageChecks';

/** A Wednesday of Term 3. */
const clock = pinTestDay('2026-11-25');
const run = browserAvailable();
const HUMAN = { delay: 80 };
const MARKS_CLOSED =
  'This term is closed: marks can no longer be recorded or corrected. The admin can reopen the term with a reason.';

/**
 * Form 1 Blue (class teacher Grace Mutasa): Tendai Moyo and Rudo Chikwanha, and a Mathematics
 * Paper 1 set for Grace that nobody has marked yet: the term's one exam without marks.
 */
describe.runIf(run)('the end of a term in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let a: RegisterSchool;
  let examId: string;
  let nextTermId: string;

  beforeAll(async () => {
    t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
    a = await schoolWithClass(
      t,
      await t.login(t.superadmin.email, t.superadmin.password),
      'Form 1 Blue',
      [
        ['Tendai', 'Moyo'],
        ['Rudo', 'Chikwanha'],
      ],
    );
    const admin = { token: a.school.admin.token };
    const subject = await t.request('/api/commands/AddSubject', {
      json: { name: 'Mathematics' },
      ...admin,
    });
    const exam = await t.request('/api/commands/CreateExam', {
      json: {
        classId: a.classId,
        subjectId: subject.body.subjectId,
        termId: a.termId,
        examName: 'Mathematics Paper 1',
        outOf: 100,
        weight: 100,
        paperNo: 1,
        examDate: dayFromToday(-3),
        teacherId: a.teacher.teacherId,
      },
      ...admin,
    });
    if (exam.status !== 201) throw new Error(`CreateExam refused: ${JSON.stringify(exam.body)}`);
    examId = exam.body.examId as string;
    // A term to come, listed above Term 3 (latest first): the page still opens on Term 3, today's.
    const nextYear = await t.request('/api/commands/OpenAcademicYear', {
      json: { name: 'Next year', startDate: dayFromToday(70), endDate: dayFromToday(400) },
      ...admin,
    });
    const nextTerm = await t.request('/api/commands/AddTerm', {
      json: {
        academicYearId: nextYear.body.academicYearId,
        name: 'Term 1',
        startDate: dayFromToday(70),
        endDate: dayFromToday(150),
      },
      ...admin,
    });
    if (nextTerm.status !== 201)
      throw new Error(`AddTerm refused: ${JSON.stringify(nextTerm.body)}`);
    nextTermId = nextTerm.body.termId as string;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function signedIn(
    identifier: string,
    password: string,
    home: string,
    width: number,
  ): Promise<Page> {
    const page = await pageOnDay(browser, clock, {
      viewport: { width, height: width < 600 ? 844 : 900 },
      acceptDownloads: true,
    });
    await page.goto(`${t.url}/login`);
    await page.locator('[name=identifier]').pressSequentially(identifier, { delay: 20 });
    await page.locator('[name=password]').pressSequentially(password, { delay: 20 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${home}`);
    return page;
  }
  const asAdmin = (width: number) =>
    signedIn(a.school.admin.email, a.school.admin.password, '/admin', width);
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/term-close-${name}.png`, fullPage: true });
  /** Opens a select by its label and types the option's name, as a keyboard user picks it. */
  const pick = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type(option, HUMAN);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: label }).innerText()).toBe(option);
  };
  const status = (page: Page) =>
    page.locator('.MuiChip-root').filter({ hasText: /^(Open|Closed since .+)$/ });
  const pdfText = async (path: string) => {
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(await readFile(path))),
      { mergePages: true },
    );
    return text.replace(/\s+/g, ' ');
  };

  it('the admin’s term close page opens on the current term; the admin closes it, sees a mark refused, and reopens it with a reason (1366 px)', async () => {
    const page = await asAdmin(1366);
    await page.getByRole('menuitem', { name: 'Term Close' }).click();
    await page.waitForURL(`**/admin/term-close?termId=${a.termId}`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Term' }).innerText())
      .toBe('Term 3 This year');
    await pick(page, 'Term', 'Term 1 Next year');
    await page.waitForURL(`**/admin/term-close?termId=${nextTermId}`);
    await pick(page, 'Term', 'Term 3 This year');
    const exams = page.getByRole('region', { name: 'Exams without marks' });
    await exams
      .getByRole('heading', { name: 'Exams without marks (1)' })
      .waitFor({ timeout: 15_000 });
    expect(await exams.innerText()).toContain('Grace Mutasa');
    expect(
      await exams
        .getByRole('link', { name: 'Mathematics Paper 1 · Form 1 Blue' })
        .getAttribute('href'),
    ).toBe(`/admin/results-management?grade=${examId}`);
    expect(await page.getByRole('region', { name: 'Registers not taken' }).innerText()).toContain(
      'Form 1 Blue',
    );
    expect(await status(page).innerText()).toBe('Open');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot(page, 'open-1366');

    await page.getByRole('button', { name: 'Close term' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close Term 3 This year?' });
    await confirm.getByRole('button', { name: 'Close term' }).click();
    await expect
      .poll(() => status(page).innerText(), { timeout: 10_000 })
      .toMatch(/^Closed since 25 Nov 2026, \d\d:\d\d$/);
    await shot(page, 'closed-1366');

    // The exam's link leads to its mark entry, where a mark typed now is refused with the reason.
    await exams.getByRole('link', { name: 'Mathematics Paper 1 · Form 1 Blue' }).click();
    await page.waitForURL('**/admin/results-management?grade=*');
    const cell = page.locator('[data-testid=mark-grid] .mark-cell').first();
    await cell.click();
    await page.keyboard.type('64', HUMAN);
    await page.keyboard.press('Enter');
    await page.getByText(MARKS_CLOSED).first().waitFor({ timeout: 10_000 });
    await shot(page, 'mark-refused-1366');

    await page.goto(`${t.url}/admin/term-close?termId=${a.termId}`);
    await page.getByRole('button', { name: 'Reopen term' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen Term 3 This year' });
    await reopen.getByRole('button', { name: 'Submit' }).click();
    await reopen
      .getByRole('alert')
      .getByText('Give the reason for reopening the term (at least 3 characters)')
      .waitFor();
    await reopen.getByLabel('Reason').pressSequentially('Late Mathematics marks', HUMAN);
    await reopen.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toBe('Open');
    await page.getByText('Reopened: Late Mathematics marks').waitFor();
    await page.close();
  });

  it('on a phone the page fits, and the admin downloads the class list (390 px)', async () => {
    const page = await asAdmin(390);
    await page.goto(`${t.url}/admin/term-close?termId=${a.termId}`);
    await page
      .getByRole('heading', { name: 'Exams without marks (1)' })
      .waitFor({ timeout: 15_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, '390');

    await page.goto(`${t.url}/admin/printable-lists`);
    await pick(page, 'Class', 'Form 1 Blue');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Class list (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('class-list-form-1-blue.pdf');
    const text = await pdfText(await file.path());
    expect(text).toContain('Class list: Form 1 Blue');
    expect(text).toContain('Class teacher: Grace Mutasa');
    expect(text).toMatch(/1 Chikwanha, Rudo \S+ female – 2 Moyo, Tendai \S+ female –/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'printable-lists-390');
    await page.close();
  });

  it('the class teacher downloads the month’s register sheet from the teacher portal (1366 px)', async () => {
    const page = await signedIn(a.teacher.email, a.teacher.password, '/teacher-portal', 1366);
    await page.getByRole('menuitem', { name: 'Printable Lists' }).click();
    await pick(page, 'Class', 'Form 1 Blue');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Register sheet (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('register-form-1-blue-2026-11.pdf');
    const text = await pdfText(await file.path());
    expect(text).toContain('Register: Form 1 Blue, November 2026');
    expect(text).toContain('2 students · 21 school days');
    await page.close();
  });

  it('the class teacher confirms, then downloads a sheet of new sign-in codes once (1366 px)', async () => {
    const page = await signedIn(a.teacher.email, a.teacher.password, '/teacher-portal', 1366);
    await page.getByRole('menuitem', { name: 'Printable Lists' }).click();
    await pick(page, 'Class', 'Form 1 Blue');
    await page.getByRole('button', { name: 'Sign-in codes (PDF)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign-in codes for Form 1 Blue' });
    expect(await confirm.innerText()).toContain(
      'Any code a student was given before stops working.',
    );
    const download = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Issue codes and print' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sign-in-codes-form-1-blue.pdf');
    const text = await pdfText(await file.path());
    expect(text).toContain('Sign-in codes: Form 1 Blue');
    expect(text).toMatch(/1 Chikwanha, Rudo \S+ \d{6} 2 Moyo, Tendai \S+ \d{6}/);
    await confirm.waitFor({ state: 'hidden' });
    await page.close();
  });
});
