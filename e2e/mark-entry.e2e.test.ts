import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailedCode,
  startTestPlatform,
  type TestPlatform,
} from '@chikoro/launcher/testing/harness';
import { approvedSchool, type ApprovedSchool } from '@chikoro/launcher/testing/schools';
import { listQuery, readNow, registerTeacher, setUpRecords } from '@chikoro/launcher/testing/staff';
import { browserAvailable, launchBrowser, signedIn } from './browser';

const run = browserAvailable();
const PASSWORD = 'Teacher-pass-1';
const HUMAN = { delay: 160 };
const pupils = [
  ['Anesu', 'Chari'],
  ['Batsirai', 'Dube'],
  ['Chenai', 'Gumbo'],
] as const;

interface Recorded {
  studentName: string;
  mark: unknown;
}
interface HistoryEntry {
  studentName: string;
  previous: unknown;
  mark: unknown;
}

/**
 * A mark is what the teacher commits (Enter, Tab, an arrow, leaving the cell), never what is on the
 * way to it: typed at a person's speed, a refused value is never partly stored and a pause in the
 * middle of a number leaves no trace in the history. What is recorded is read back from the service.
 */
describe.runIf(run)('marks typed at a person’s speed, in Chromium', () => {
  let t: TestPlatform;
  let browser: Browser;
  let school: ApprovedSchool;
  let teacher: { identifier: string; password: string; token: string };
  const exams: Record<'outOf100' | 'outOf80' | 'admins' | 'closing' | 'csv' | 'xlsx', string> = {
    outOf100: '',
    outOf80: '',
    admins: '',
    closing: '',
    csv: '',
    xlsx: '',
  };
  let classId: string;
  let termId: string;

  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
    const rec = await setUpRecords(t, school);
    const send = (type: string, json: unknown) =>
      t.request(`/api/commands/${type}`, { json, token: school.admin.token });
    classId = (await send('CreateClass', { levelId: rec.levels.form2, name: 'Form 2 Blue' })).body
      .classId as string;
    termId = rec.termId;
    const { details, res } = await registerTeacher(t, school.admin.token, {
      firstName: 'Memory',
      lastName: 'Chari',
    });
    const email = details.email.toLowerCase();
    await t.request('/api/auth/set-password', {
      json: { email, code: await mailedCode(t.platform, email), password: PASSWORD },
    });
    teacher = { identifier: email, password: PASSWORD, token: await t.login(email, PASSWORD) };
    const teacherId = res.body.teacherId as string;
    await send('AssignTeacher', {
      teacherId,
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
    const exam = async (examName: string, outOf: number, paperNo: number) => {
      const created = await send('CreateExam', {
        classId,
        subjectId: rec.subjects.maths,
        termId: rec.termId,
        examName,
        outOf,
        weight: 10,
        paperNo,
        examDate: '2030-03-10',
        teacherId,
      });
      if (created.status !== 201)
        throw new Error(`CreateExam refused: ${JSON.stringify(created.body)}`);
      return created.body.examId as string;
    };
    exams.outOf100 = await exam('Paper out of 100', 100, 1);
    exams.outOf80 = await exam('Paper out of 80', 80, 2);
    exams.admins = await exam('Paper the admin grades', 100, 3);
    exams.closing = await exam('Paper left mid-mark', 100, 4);
    exams.csv = await exam('Paper from a CSV template', 50, 5);
    exams.xlsx = await exam('Paper from an Excel template', 50, 6);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const recorded = async (examId: string) =>
    (
      (
        await readNow(
          t,
          `/api/marks${listQuery({ examId }, ['studentName', 'ASC'])}`,
          school.admin.token,
        )
      ).body as Recorded[]
    ).map((m) => [m.studentName, m.mark]);
  const history = async (examId: string) =>
    (
      (
        await readNow(
          t,
          `/api/mark-history${listQuery({ examId }, ['at', 'ASC'])}`,
          school.admin.token,
        )
      ).body as HistoryEntry[]
    ).map((h) => [h.studentName, h.previous, h.mark]);
  const badge = (page: Page) => page.getByTestId('save-state').textContent();
  const markCell = (page: Page, row: number) =>
    page.locator('[data-testid=mark-grid] .mark-cell').nth(row);

  async function openGrid(as: 'teacher' | 'admin', examName: string): Promise<Page> {
    const page =
      as === 'teacher'
        ? await signedIn(browser, t.url, teacher, { width: 1366, height: 900 }, '/teacher-portal')
        : await signedIn(
            browser,
            t.url,
            { identifier: school.admin.email, password: school.admin.password },
            { width: 1366, height: 900 },
            '/admin',
          );
    // The list shows five exams a page: it is searched for this one.
    const search = `?filter=${encodeURIComponent(JSON.stringify({ q: examName }))}`;
    await page.goto(
      `${t.url}${as === 'teacher' ? '/teacher-portal/grading-results' : '/admin/results-management'}${search}`,
    );
    await page.getByRole('button', { name: `Grade this exam: ${examName}` }).click();
    await expect.poll(() => page.locator('[data-testid=mark-grid] .mark-cell').count()).toBe(3);
    return page;
  }

  /** Types a value into a student's mark cell as a person does: a click on the cell, then the keys one by one. */
  async function typeInto(page: Page, row: number, text: string) {
    await markCell(page, row).click();
    await page.keyboard.type(text, HUMAN);
  }

  /** Commits a valid mark on another student and waits for the service to acknowledge it: anything sent before has been answered too. */
  async function commitAndWait(page: Page, row: number, text: string) {
    const acknowledged = page.waitForResponse(
      (r) => r.url().endsWith('/api/commands/RecordMarks') && r.status() === 201,
    );
    await typeInto(page, row, text);
    await page.keyboard.press('Enter');
    await acknowledged;
  }

  it('123 on an exam out of 100: refused whole, nothing of it recorded, and the badge never says saved', async () => {
    const page = await openGrid('teacher', 'Paper out of 100');
    await typeInto(page, 0, '123');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('invalid-marks').textContent())
      .toBe(
        'Not saved: Anesu Chari — A mark must be from 0 to the exam’s total (100), or A for absent, EX for exempt.',
      );
    await commitAndWait(page, 1, '64');
    expect(await recorded(exams.outOf100)).toEqual([
      ['Anesu Chari', null],
      ['Batsirai Dube', 64],
      ['Chenai Gumbo', null],
    ]);
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('1 mark not saved');
    // Corrected, the mark is recorded once, as committed.
    await typeInto(page, 0, '100');
    await page.keyboard.press('Enter');
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('All marks saved');
    expect(await recorded(exams.outOf100)).toEqual([
      ['Anesu Chari', 100],
      ['Batsirai Dube', 64],
      ['Chenai Gumbo', null],
    ]);
    expect(await history(exams.outOf100)).toEqual([
      ['Batsirai Dube', null, 64],
      ['Anesu Chari', null, 100],
    ]);
    await page.close();
  });

  it('a pause in the middle of 75 leaves one history entry, (none) → 75', async () => {
    const page = await openGrid('teacher', 'Paper out of 100');
    await typeInto(page, 2, '7');
    // The teacher looks up at the paper for a moment before the second digit.
    await page.waitForTimeout(1_200);
    await page.keyboard.type('5', HUMAN);
    const acknowledged = page.waitForResponse(
      (r) => r.url().endsWith('/api/commands/RecordMarks') && r.status() === 201,
    );
    await page.keyboard.press('Enter');
    await acknowledged;
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('All marks saved');
    expect(await history(exams.outOf100)).toEqual([
      ['Batsirai Dube', null, 64],
      ['Anesu Chari', null, 100],
      ['Chenai Gumbo', null, 75],
    ]);
    await page.getByRole('dialog').getByRole('button', { name: 'History' }).nth(2).click();
    await page.getByTestId('mark-history').getByText('(none) → 75').waitFor();
    expect(await page.getByTestId('mark-history').textContent()).not.toContain('→ 7 ');
    await page.close();
  });

  it('105 typed by the admin on an exam out of 100 records nothing', async () => {
    const page = await openGrid('admin', 'Paper the admin grades');
    await typeInto(page, 0, '105');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.getByTestId('invalid-marks').textContent())
      .toContain('Not saved: Anesu Chari');
    await commitAndWait(page, 1, '50');
    expect(await recorded(exams.admins)).toEqual([
      ['Anesu Chari', null],
      ['Batsirai Dube', 50],
      ['Chenai Gumbo', null],
    ]);
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('1 mark not saved');
    await page.close();
  });

  it('801 typed by the teacher on an exam out of 80 records nothing', async () => {
    const page = await openGrid('teacher', 'Paper out of 80');
    await typeInto(page, 0, '801');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.getByTestId('invalid-marks').textContent())
      .toContain('A mark must be from 0 to the exam’s total (80)');
    await commitAndWait(page, 2, '80');
    expect(await recorded(exams.outOf80)).toEqual([
      ['Anesu Chari', null],
      ['Batsirai Dube', null],
      ['Chenai Gumbo', 80],
    ]);
    expect(await history(exams.outOf80)).toEqual([['Chenai Gumbo', null, 80]]);
    await page.close();
  });

  it('a mark still being typed when the tab goes away is recorded, whole, once', async () => {
    const page = await openGrid('teacher', 'Paper left mid-mark');
    page.on('dialog', (leave) => void leave.accept());
    await typeInto(page, 1, '58');
    await page.reload();
    await page.getByRole('button', { name: 'Grade this exam: Paper left mid-mark' }).click();
    await expect
      .poll(() =>
        page
          .locator('[data-testid=mark-grid] .mark-cell input')
          .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      )
      .toEqual(['', '58', '']);
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('All marks saved');
    expect(await recorded(exams.closing)).toEqual([
      ['Anesu Chari', null],
      ['Batsirai Dube', 58],
      ['Chenai Gumbo', null],
    ]);
    expect(await history(exams.closing)).toEqual([['Batsirai Dube', null, 58]]);
    await page.close();
  });
  /** The marks page: an exam chosen, its template downloaded through the page's button. */
  async function template(
    page: Page,
    examName: string,
    button: 'Template (CSV)' | 'Template (Excel)',
  ): Promise<Buffer> {
    await page.goto(`${t.url}/teacher-portal/uploading-results/marks-file`);
    await page.getByRole('heading', { name: 'Upload marks from a file' }).waitFor();
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: new RegExp(examName) }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    return readFile(await (await download).path());
  }

  async function uploadAndRecord(
    page: Page,
    file: { name: string; mimeType: string; buffer: Buffer },
  ) {
    await page.getByTestId('marks-file').setInputFiles(file);
    await page.getByTestId('dry-run').waitFor();
    expect(await page.getByTestId('dry-run').locator('tbody tr').allTextContents()).toEqual([
      '2HAR-ANESUAnesu Chari41Will record',
      '3HAR-BATSIRAIBatsirai DubeABSWill record',
      '4HAR-CHENAIChenai GumboNo mark: left as it is',
    ]);
    await page.getByRole('button', { name: 'Record 2 mark(s)' }).click();
    await page.getByText(/^2 marks recorded for/).waitFor();
  }

  it('a CSV template of the class, filled in and uploaded as it is, records its marks', async () => {
    const page = await signedIn(
      browser,
      t.url,
      teacher,
      { width: 1366, height: 900 },
      '/teacher-portal',
    );
    const csv = (await template(page, 'Paper from a CSV template', 'Template (CSV)')).toString(
      'utf8',
    );
    expect(csv).toBe(
      '\uFEFFRegistration number,Student name,Mark\r\nHAR-ANESU,Anesu Chari,\r\nHAR-BATSIRAI,Batsirai Dube,\r\nHAR-CHENAI,Chenai Gumbo,\r\n',
    );
    const filled = csv
      .replace('Anesu Chari,', 'Anesu Chari,41')
      .replace('Batsirai Dube,', 'Batsirai Dube,ABS');
    await uploadAndRecord(page, {
      name: 'marks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(filled),
    });
    expect(await recorded(exams.csv)).toEqual([
      ['Anesu Chari', 41],
      ['Batsirai Dube', 'ABSENT'],
      ['Chenai Gumbo', null],
    ]);
    await page.close();
  });

  it('an Excel template of the class, filled in a spreadsheet and uploaded, records its marks', async () => {
    const page = await signedIn(
      browser,
      t.url,
      teacher,
      { width: 1366, height: 900 },
      '/teacher-portal',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await template(
        page,
        'Paper from an Excel template',
        'Template (Excel)',
      )) as unknown as ArrayBuffer,
    );
    const sheet = book.worksheets[0]!;
    expect(
      sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)),
    ).toEqual([
      ['Registration number', 'Student name', 'Mark'],
      ['HAR-ANESU', 'Anesu Chari', ''],
      ['HAR-BATSIRAI', 'Batsirai Dube', ''],
      ['HAR-CHENAI', 'Chenai Gumbo', ''],
    ]);
    sheet.getCell('C2').value = 41;
    sheet.getCell('C3').value = 'ABS';
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await uploadAndRecord(page, {
      name: 'marks.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    expect(await recorded(exams.xlsx)).toEqual([
      ['Anesu Chari', 41],
      ['Batsirai Dube', 'ABSENT'],
      ['Chenai Gumbo', null],
    ]);
    await page.close();
  });

  it('once the class’s results are published, the grid says its marks are read, not typed', async () => {
    const at = '2030-04-01T08:00:00.000Z';
    // The report-cards module's publication, as it writes it.
    await t.platform.store.appendToStream(
      `report-cards-${classId}-${termId}`,
      [
        {
          type: 'ResultsPublished',
          data: {
            schoolId: school.schoolId,
            classId,
            termId,
            issued: 0,
            students: 3,
            publishedAt: at,
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
    await readNow(t, `/api/exams/${exams.outOf100}`, school.admin.token);
    const asTeacher = await openGrid('teacher', 'Paper out of 100');
    await asTeacher.getByText('The results of this class are published').first().waitFor();
    expect(await asTeacher.getByTestId('grid-help').textContent()).toBe(
      'These marks can be read here, not changed.',
    );
    await asTeacher.close();
    const asAdmin = await openGrid('admin', 'Paper out of 100');
    await asAdmin.getByText('The results of this class are published').first().waitFor();
    expect(await asAdmin.getByTestId('grid-help').textContent()).toBe(
      'These marks can be read here, not changed. Correct mark changes one, with a reason.',
    );

    // The admin corrects one mark with a reason: a mark beyond the total is refused in the popup first.
    await asAdmin.getByRole('button', { name: 'Correct mark' }).first().click();
    const popup = asAdmin.getByRole('dialog', { name: 'Correct Anesu Chari’s mark' });
    await popup.getByLabel('New mark (out of 100)').pressSequentially('150', HUMAN);
    await popup.getByRole('button', { name: 'Correct mark' }).click();
    await expect
      .poll(() => popup.getByRole('alert').textContent())
      .toBe('A mark must be from 0 to the exam’s total (100)');
    await popup.getByLabel('New mark (out of 100)').fill('');
    await popup.getByLabel('New mark (out of 100)').pressSequentially('55', HUMAN);
    await popup
      .getByRole('textbox', { name: 'Reason' })
      .pressSequentially('Added up wrongly', HUMAN);
    await popup.getByRole('button', { name: 'Correct mark' }).click();
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await recorded(exams.outOf100))[0]).toEqual(['Anesu Chari', 55]);
    await asAdmin.close();
  });
});
