import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailedCode,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { registerTeacher, setUpRecords } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser } from './browser';
import { noSidewaysScroll } from './pageChecks';

const run = browserAvailable();
const PASSWORD = 'Teacher-pass-1';
const pupils = [
  ['Anesu', 'Chari'],
  ['Batsirai', 'Dube'],
  ['Chenai', 'Gumbo'],
  ['Danai', 'Moyo'],
] as const;

describe.runIf(run)('a teacher grades a class in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let teacherEmail: string;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    const rec = await setUpRecords(t, school);
    const send = (type: string, json: unknown) =>
      t.request(`/api/commands/${type}`, { json, token: school.admin.token });
    const classId = (await send('CreateClass', { levelId: rec.levels.form2, name: 'Form 2 Blue' }))
      .body.classId as string;
    const { details, res } = await registerTeacher(t, school.admin.token, {
      firstName: 'Memory',
      lastName: 'Chari',
    });
    teacherEmail = details.email.toLowerCase();
    await t.request('/api/auth/set-password', {
      json: {
        email: teacherEmail,
        code: await mailedCode(t.platform, teacherEmail),
        password: PASSWORD,
      },
    });
    await send('AssignTeacher', {
      teacherId: res.body.teacherId,
      subjectId: rec.subjects.maths,
      classId,
      termId: rec.termId,
    });
    for (const [firstName, lastName] of pupils) {
      const studentId = randomUUID();
      const at = '2030-01-20T08:00:00.000Z';
      // Students as the students module writes them.
      await t.platform.store.appendToStream(
        `student-${studentId}`,
        [
          {
            type: 'StudentEnrolled',
            data: {
              schoolId: school.schoolId,
              studentId,
              registrationNumber: `HAR-${firstName.toUpperCase()}`,
              classId,
              levelId: rec.levels.form2,
              firstName,
              lastName,
              dob: '2015-01-01',
              gender: 'female',
              enrolledAt: at,
            },
            metadata: {
              actorId: null,
              actorRole: 'ADMIN',
              schoolId: school.schoolId,
              correlationId: randomUUID(),
              causationId: null,
              occurredAt: at,
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  async function teacherPage(width: number, height: number): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${t.url}/login`);
    await page.fill('[name=identifier]', teacherEmail);
    await page.fill('[name=password]', PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/teacher-portal');
    return page;
  }
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/grading-${name}.png`, fullPage: true });
  const dialog = (page: Page) => page.getByRole('dialog');
  const markCells = (page: Page) => page.locator('[data-testid=mark-grid] .mark-cell');
  const markTexts = (page: Page) =>
    page
      .locator('[data-testid=mark-grid] .mark-cell input')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const savedAll = (page: Page) =>
    expect
      .poll(() => page.getByTestId('save-state').textContent(), { timeout: 10_000 })
      .toBe('All marks saved');

  async function createPaper(page: Page, title: string, paperNo: string, weight: string) {
    await page.getByRole('button', { name: 'Create an Exam' }).click();
    await dialog(page)
      .locator('[name=classId]')
      .selectOption({ label: 'Form 2 Blue — Mathematics (Term 1 2030)' });
    expect(await dialog(page).getByLabel('Academic year').inputValue()).toBe('2030');
    await dialog(page).locator('[name=examName]').pressSequentially(title, { delay: 20 });
    await dialog(page).locator('[name=outOf]').fill('50');
    await dialog(page).locator('[name=weight]').fill(weight);
    await dialog(page).locator('[name=paperNo]').fill(paperNo);
    await dialog(page).locator('[name=examDate]').fill('2030-03-10');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await page.getByText(`Exam ${title} created`).first().waitFor({ timeout: 10_000 });
  }

  it('creates two papers, grades one with the keyboard only and the other with a pasted column; the marks are there after a reload', async () => {
    const page = await teacherPage(1366, 900);
    await page.getByRole('menuitem', { name: 'Exam Management' }).click();
    await page.waitForURL('**/teacher-portal/exam-management');
    await createPaper(page, 'Mathematics Paper 1', '1', '40');
    await createPaper(page, 'Mathematics Paper 2', '2', '60');
    await page.getByRole('cell', { name: /^Mathematics Paper 2 Mathematics/ }).waitFor();
    await shot(page, 'exams-1366');

    // Details: a bad 'Out of' is refused with the schema's words; the day changed is saved; nothing changed closes.
    await page.getByRole('button', { name: 'Details of Mathematics Paper 2' }).click();
    const outOf = dialog(page).locator('[name=outOf]');
    await outOf.clear();
    await outOf.pressSequentially('0', { delay: 40 });
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('Out of must be more than 0');
    await outOf.clear();
    await outOf.pressSequentially('50', { delay: 40 });
    await dialog(page).locator('[name=examDate]').fill('2030-03-11');
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Exam Mathematics Paper 2 changed').first().waitFor({ timeout: 10_000 });
    await dialog(page).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Details of Mathematics Paper 2' }).click();
    await expect
      .poll(() => dialog(page).locator('[name=examDate]').inputValue())
      .toBe('2030-03-11');
    expect(await dialog(page).locator('[name=outOf]').inputValue()).toBe('50');
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    await page.getByRole('menuitem', { name: 'Grading Results' }).click();
    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 1' }).click();
    await dialog(page).getByText('Grading results for Mathematics Paper 1').waitFor();
    await expect.poll(() => markCells(page).count()).toBe(4);
    // Keyboard only (the first student's mark is ready on opening): type, Enter to the next student, arrows to go back and change a mark.
    for (const typed of ['45', 'a', '38', '51']) {
      await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
    }
    await expect
      .poll(() => page.getByTestId('invalid-marks').textContent())
      .toContain('Danai Moyo');
    // Enter on the last student stays there: type over the 51, then go up to Chenai's 38.
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('ex');
    await page.keyboard.press('Enter');
    await savedAll(page);
    expect(await markTexts(page)).toEqual(['45', 'ABSENT', 'EXEMPT', '50']);
    await shot(page, 'grid-1366');
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 2' }).click();
    await expect.poll(() => markCells(page).count()).toBe(4);
    // A column copied from a spreadsheet, pasted on the first student's mark (ready on opening).
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '31\n42\nABS\n27\n');
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await savedAll(page);

    await page.reload();
    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 2' }).click();
    await expect.poll(() => markTexts(page)).toEqual(['31', '42', 'ABSENT', '27']);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 1' }).click();
    await expect.poll(() => markTexts(page)).toEqual(['45', 'ABSENT', 'EXEMPT', '50']);
    await dialog(page).getByRole('button', { name: 'History' }).first().click();
    await page.getByTestId('mark-history').waitFor();
    expect(await page.getByTestId('mark-history').textContent()).toContain('(none) → 45');
    await shot(page, 'history-1366');
    await page
      .getByRole('dialog', { name: /^History of/ })
      .getByRole('button', { name: 'Close' })
      .click();
    await page
      .getByRole('dialog', { name: /^Grading results for/ })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect
      .poll(() => page.getByRole('row', { name: /Mathematics Paper 1/ }).textContent())
      .toContain('Graded');
    await page.close();
  });

  it('loses no mark when the tab goes away before the mark was sent: it waits on the device and goes out on the next opening', async () => {
    const page = await teacherPage(1366, 900);
    page.on('dialog', (leave) => void leave.accept());
    await page.goto(`${t.url}/teacher-portal/grading-results`);
    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 2' }).click();
    await expect.poll(() => markTexts(page)).toEqual(['31', '42', 'ABSENT', '27']);
    // The mark's request never reaches the server: the tab goes away first.
    await page.route('**/api/commands/RecordMarks', (route) => route.abort());
    await page.keyboard.type('33');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Object.keys(localStorage).filter((k) => k.startsWith('chikoro.unsavedMarks.')).length,
        ),
      )
      .toBe(1);
    await page.unroute('**/api/commands/RecordMarks');
    await page.reload();
    // The worst order on opening: the list is answered before the waiting mark is recorded, and arrives after its acknowledgement.
    let listAnswered = () => {};
    const answered = new Promise<void>((resolve) => (listAnswered = resolve));
    const recorded = page.waitForResponse('**/api/commands/RecordMarks');
    await page.route('**/api/commands/RecordMarks', async (route) => {
      await answered;
      await route.continue();
    });
    await page.route('**/api/marks?*', async (route) => {
      const response = await route.fetch();
      listAnswered();
      await recorded;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 2' }).click();
    await savedAll(page);
    await expect.poll(() => markTexts(page)).toEqual(['33', '42', 'ABSENT', '27']);
    await page.unrouteAll();
    expect(
      await page.evaluate(
        () => Object.keys(localStorage).filter((k) => k.startsWith('chikoro.unsavedMarks.')).length,
      ),
    ).toBe(0);
    await page.close();
  });

  it('marks from a CSV file: a dry run lists each line’s check, and only a clean file is recorded', async () => {
    const page = await teacherPage(1366, 900);
    await page.goto(`${t.url}/teacher-portal/uploading-results/marks-file`);
    await page.getByRole('heading', { name: 'Upload marks from a file' }).waitFor();
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: /Mathematics Paper 2/ }).click();
    const csv = (rows: string[]) => ({
      name: 'marks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['Registration number,Student name,Mark', ...rows].join('\n')),
    });
    await page
      .getByTestId('marks-file')
      .setInputFiles(
        csv(['HAR-ANESU,Anesu Chari,35', 'HAR-NOBODY,Nobody,20', 'HAR-CHENAI,Chenai Gumbo,']),
      );
    await page.getByTestId('dry-run').waitFor();
    expect(await page.getByTestId('dry-run').locator('tbody tr').allTextContents()).toEqual([
      '2HAR-ANESUAnesu Chari35Will record',
      '3HAR-NOBODYNobody20No student of this class has the registration number HAR-NOBODY',
      '4HAR-CHENAIChenai GumboNo mark: left as it is',
    ]);
    expect(await page.getByRole('button', { name: /^Record/ }).isDisabled()).toBe(true);
    await page
      .getByTestId('marks-file')
      .setInputFiles(csv(['HAR-ANESU,Anesu Chari,35', 'HAR-CHENAI,Chenai Gumbo,']));
    await page.getByRole('button', { name: 'Record 1 mark(s)' }).click();
    await page.getByText('1 marks recorded for Mathematics Paper 2').waitFor();
    await page.goto(`${t.url}/teacher-portal/grading-results`);
    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 2' }).click();
    await expect.poll(() => markTexts(page)).toEqual(['35', '42', 'ABSENT', '27']);
    await page.close();
  });

  it('on a phone (390 px) the exam and grading pages and the grid do not scroll sideways', async () => {
    const page = await teacherPage(390, 844);
    await page.goto(`${t.url}/teacher-portal/exam-management`);
    await page.getByTestId('exam-card').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'exams-390');
    await page.goto(`${t.url}/teacher-portal/grading-results`);
    await page.getByTestId('result-card').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Grade this exam: Mathematics Paper 1' }).click();
    await expect.poll(() => markCells(page).count()).toBe(4);
    expect(await noSidewaysScroll(page)).toBe(true);
    // The grid fits the phone too: no sideways scrolling inside it, each name and registration number whole.
    const grid = page.locator('[data-testid=mark-grid] .dsg-container');
    await page
      .getByRole('dialog')
      .evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await grid.evaluate((g) => g.scrollWidth <= g.clientWidth)).toBe(true);
    expect(await page.getByRole('dialog').getByText('Anesu Chari').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').getByText('HAR-ANESU').isVisible()).toBe(true);
    await page.keyboard.type('44');
    await page.keyboard.press('Enter');
    await savedAll(page);
    await page.getByRole('dialog').getByRole('button', { name: 'History' }).first().click();
    await page.getByTestId('mark-history').waitFor();
    expect(await page.getByTestId('mark-history').textContent()).toContain('45 → 44');
    await shot(page, 'grid-390');
    await page.close();
  });
});
