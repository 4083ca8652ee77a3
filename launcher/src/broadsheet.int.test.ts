import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { tokenAs } from './testing/families';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, listQuery } from './testing/staff';
import {
  examOf,
  schoolCalendar,
  send,
  studentOf,
  teacherOf,
  type EnrolledStudent,
} from './testing/studentWorld';

/**
 * The class broadsheet over HTTP, on a school built through its commands: Form 2 (sample scale:
 * A 75+ 5 points, B 65+ 4, C 50+ 3 pass; D 40+ 2, E 30+ 1, U 0 fail), this year's Term 2.
 * Form 2 Blue: class teacher Farai; Tendai teaches Mathematics, Rudo English and Shona.
 * Mathematics has paper 1 (out of 50, weight 40) and paper 2 (out of 100, weight 60). By hand:
 *   Anesu   English 80 A5 | Maths 45, 90 → 36 + 54 = 90 A5 | Shona 70 B4 | total 240, average 80, points 14 → 1st
 *   Batsi   English 66 B4 | Maths 40, 70 → 32 + 42 = 74 B4 | Shona 38 E1 | total 178, average 59.33, points 9 → 2nd
 *   Chipo   English 70 B4 | Maths 30, 55 → 24 + 33 = 57 C3 | Shona 51 C3 | total 178, average 59.33, points 10 → 2nd
 *   Dudzai  English 35 E1 | Maths 20, paper 2 not entered  | Shona 45 D2 | total 80, average 40, points 3 → 4th
 * A mark not entered leaves Dudzai without a Mathematics final mark: it counts in none of his
 * figures nor in Mathematics' average and pass rate.
 *   English 80, 66, 70, 35 → 62.75, 3 of 4 pass = 75% | Maths 90, 74, 57 → 73.67, 3 of 3 = 100% | Shona 70, 38, 51, 45 → 51, 2 of 4 = 50%
 * Mufakose prints scores as whole numbers (it never chose otherwise): the marks and totals above
 * print whole, the averages to one decimal, half up: 59.33 → 59.3, 62.75 → 62.8, 73.67 → 73.7.
 * Form 2 Gold (Nyasha teaches English): Tatenda English 90. Lobengula Primary is another school.
 * Its Form 2 A, this year's Term 2 (Themba teaches both subjects, each one paper weighing 100):
 *   Vimbai  Maths 26/40 = 65   | English 300/400 = 75    | total 140,    average 70     → 1st
 *   Tino    Maths 27/40 = 67.5 | English 281/400 = 70.25 | total 137.75, average 68.875 → 2nd
 *   Maths 65, 67.5 → 66.25 | English 75, 70.25 → 72.625
 * Whole numbers: Tino 68, 70, total 138, average 68.9; Vimbai 65, 75, 140, 70.0; Maths 66.3, English 72.6.
 * One decimal: Tino 67.5, 70.3, 137.8, 68.88; Vimbai 65.0, 75.0, 140.0, 70.00; Maths 66.25, English 72.63.
 */
let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
const id = {} as Record<
  | 'term'
  | 'level'
  | 'blue'
  | 'gold'
  | 'english'
  | 'maths'
  | 'shona'
  | 'classB'
  | 'termB'
  | 'mathsB'
  | 'englishB',
  string
>;
let tokens: Record<
  | 'superadmin'
  | 'admin'
  | 'classTeacher'
  | 'subjectTeacher'
  | 'otherTeacher'
  | 'student'
  | 'parent'
  | 'otherAdmin'
  | 'otherTeacher2',
  string
>;
const students = {} as Record<'anesu' | 'batsi' | 'chipo' | 'dudzai' | 'tatenda', EnrolledStudent>;

const get = (path: string, token: string) =>
  fetch(`${t.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
const blueQuery = () => listQuery({ classId: id.blue, termId: id.term });
const caughtUp = async () => {
  for (
    let i = 0;
    !(await t.request('/api/ready')).body.projections.every((p: { lag: number }) => p.lag === 0);
    i++
  ) {
    if (i > 300) throw new Error('the projections did not catch up');
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mufakose High School' });
  b = await approvedSchool(t, superToken, { name: 'Lobengula Primary School' });
  const calendar = await schoolCalendar(t, a, [['English'], ['Mathematics'], ['Shona']]);
  [id.english, id.maths, id.shona] = calendar.subjectIds as [string, string, string];
  Object.assign(id, { term: calendar.term2, level: calendar.levelId });
  id.blue = String(
    (await send(t, a, 'CreateClass', { levelId: id.level, name: 'Form 2 Blue' })).classId,
  );
  id.gold = String(
    (await send(t, a, 'CreateClass', { levelId: id.level, name: 'Form 2 Gold' })).classId,
  );
  const farai = await teacherOf(t, a, 'Farai', 'Ncube');
  const tendai = await teacherOf(t, a, 'Tendai', 'Moyo');
  const rudo = await teacherOf(t, a, 'Rudo', 'Dube');
  const nyasha = await teacherOf(t, a, 'Nyasha', 'Banda');
  await send(t, a, 'AssignClassTeacher', { classId: id.blue, teacherId: farai.id });
  const assign = (teacherId: string, subjectId: string, classId: string) =>
    send(t, a, 'AssignTeacher', { teacherId, subjectId, classId, termId: id.term });
  await assign(tendai.id, id.maths, id.blue);
  await assign(rudo.id, id.english, id.blue);
  await assign(rudo.id, id.shona, id.blue);
  await assign(nyasha.id, id.english, id.gold);
  students.anesu = await studentOf(t, a, id.blue, ['Anesu', 'Moyo']);
  students.batsi = await studentOf(t, a, id.blue, ['Batsi', 'Ncube']);
  students.chipo = await studentOf(t, a, id.blue, ['Chipo', 'Sibanda']);
  students.dudzai = await studentOf(t, a, id.blue, ['Dudzai', 'Zhou']);
  students.tatenda = await studentOf(t, a, id.gold, ['Tatenda', 'Gumbo']);

  const exam = (
    classId: string,
    subjectId: string,
    teacherId: string,
    examName: string,
    paperNo: number,
    outOf: number,
    weight: number,
  ) =>
    examOf(t, a, {
      classId,
      termId: id.term,
      subjectId,
      teacherId,
      examName,
      outOf,
      weight,
      paperNo,
      day: -5,
    });
  const marks = (examId: string, entries: [EnrolledStudent, number][]) =>
    send(t, a, 'RecordMarks', {
      examId,
      marks: entries.map(([s, mark]) => ({ studentId: s.id, mark })),
    });
  const { anesu, batsi, chipo, dudzai, tatenda } = students;
  await marks(await exam(id.blue, id.english, rudo.id, 'English Paper 1', 1, 100, 100), [
    [anesu, 80],
    [batsi, 66],
    [chipo, 70],
    [dudzai, 35],
  ]);
  await marks(await exam(id.blue, id.maths, tendai.id, 'Mathematics Paper 1', 1, 50, 40), [
    [anesu, 45],
    [batsi, 40],
    [chipo, 30],
    [dudzai, 20],
  ]);
  await marks(await exam(id.blue, id.maths, tendai.id, 'Mathematics Paper 2', 2, 100, 60), [
    [anesu, 90],
    [batsi, 70],
    [chipo, 55],
  ]);
  await marks(await exam(id.blue, id.shona, rudo.id, 'Shona Paper 1', 1, 100, 100), [
    [anesu, 70],
    [batsi, 38],
    [chipo, 51],
    [dudzai, 45],
  ]);
  await marks(await exam(id.gold, id.english, nyasha.id, 'English Paper 1', 1, 100, 100), [
    [tatenda, 90],
  ]);

  const calendarB = await schoolCalendar(t, b, [['Mathematics'], ['English']]);
  const [mathsB, englishB] = calendarB.subjectIds as [string, string];
  const classB = String(
    (await send(t, b, 'CreateClass', { levelId: calendarB.levelId, name: 'Form 2 A' })).classId,
  );
  Object.assign(id, { classB, termB: calendarB.term2, mathsB, englishB });
  const themba = await teacherOf(t, b, 'Themba', 'Dube');
  for (const subjectId of [mathsB, englishB])
    await send(t, b, 'AssignTeacher', {
      teacherId: themba.id,
      subjectId,
      classId: classB,
      termId: calendarB.term2,
    });
  const tino = await studentOf(t, b, classB, ['Tino', 'Chari']);
  const vimbai = await studentOf(t, b, classB, ['Vimbai', 'Mlambo']);
  const examB = (subjectId: string, examName: string, outOf: number) =>
    examOf(t, b, {
      classId: classB,
      termId: calendarB.term2,
      subjectId,
      teacherId: themba.id,
      examName,
      outOf,
      weight: 100,
      paperNo: 1,
      day: -5,
    });
  await send(t, b, 'RecordMarks', {
    examId: await examB(mathsB, 'Mathematics Paper 1', 40),
    marks: [
      { studentId: tino.id, mark: 27 },
      { studentId: vimbai.id, mark: 26 },
    ],
  });
  await send(t, b, 'RecordMarks', {
    examId: await examB(englishB, 'English Paper 1', 400),
    marks: [
      { studentId: tino.id, mark: 281 },
      { studentId: vimbai.id, mark: 300 },
    ],
  });

  tokens = {
    superadmin: superToken,
    admin: a.admin.token,
    classTeacher: farai.token,
    subjectTeacher: rudo.token,
    otherTeacher: nyasha.token,
    student: anesu.token,
    parent: await tokenAs(t, randomUUID(), 'PARENT', a.schoolId),
    otherAdmin: b.admin.token,
    otherTeacher2: themba.token,
  };
  await caughtUp();
}, 180_000);
afterAll(() => t?.stop());

const mark = (
  finalMark: number | null,
  grade: string | null,
  points: number | null,
  pass: boolean | null,
) => ({ finalMark, grade, points, pass });

describe('GET /api/broadsheets for a class and a term', () => {
  it('gives the admin one row per student with totals, averages, points and positions worked out by hand', async () => {
    const res = await t.request(`/api/broadsheets${blueQuery()}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('broadsheets 0-0/1');
    const [sheet] = res.body;
    expect(sheet).toMatchObject({
      id: `class:${id.blue}:${id.term}`,
      classId: id.blue,
      className: 'Form 2 Blue',
      levelId: id.level,
      levelName: 'Form 2',
      termName: 'Term 2',
      hasPoints: true,
    });
    expect(
      sheet.rows.map((r: Record<string, unknown>) => [
        r.studentName,
        r.total,
        r.average,
        r.points,
        r.position,
      ]),
    ).toEqual([
      ['Anesu Moyo', 240, 80, 14, 1],
      ['Batsi Ncube', 178, 59.33, 9, 2],
      ['Chipo Sibanda', 178, 59.33, 10, 2],
      ['Dudzai Zhou', 80, 40, 3, 4],
    ]);
    expect(sheet.rows[3].registrationNumber).toBe(students.dudzai.registrationNumber);
    expect(sheet.rows[3].marks).toEqual({
      [id.english]: mark(35, 'E', 1, false),
      [id.maths]: mark(null, null, null, null),
      [id.shona]: mark(45, 'D', 2, false),
    });
    expect(sheet.rows[2].marks[id.maths]).toEqual(mark(57, 'C', 3, true));
    expect(sheet.scoreFormat).toBe('WHOLE');
    expect(sheet.rows.map((r: { printed: unknown }) => r.printed)).toEqual([
      {
        marks: { [id.english]: '80', [id.maths]: '90', [id.shona]: '70' },
        total: '240',
        average: '80.0',
      },
      {
        marks: { [id.english]: '66', [id.maths]: '74', [id.shona]: '38' },
        total: '178',
        average: '59.3',
      },
      {
        marks: { [id.english]: '70', [id.maths]: '57', [id.shona]: '51' },
        total: '178',
        average: '59.3',
      },
      { marks: { [id.english]: '35', [id.shona]: '45' }, total: '80', average: '40.0' },
    ]);
  });

  it('gives each subject its class average and pass rate over the students with a final mark', async () => {
    const {
      body: [sheet],
    } = await t.request(`/api/broadsheets${blueQuery()}`, { token: tokens.admin });
    expect(sheet.subjects).toEqual([
      {
        subjectId: id.english,
        subjectName: 'English',
        sat: 4,
        passed: 3,
        average: 62.75,
        passRate: 75,
        printed: { average: '62.8' },
      },
      {
        subjectId: id.maths,
        subjectName: 'Mathematics',
        sat: 3,
        passed: 3,
        average: 73.67,
        passRate: 100,
        printed: { average: '73.7' },
      },
      {
        subjectId: id.shona,
        subjectName: 'Shona',
        sat: 4,
        passed: 2,
        average: 51,
        passRate: 50,
        printed: { average: '51.0' },
      },
    ]);
  });

  it('gives the same record by its id', async () => {
    const list = await t.request(`/api/broadsheets${blueQuery()}`, { token: tokens.admin });
    const one = await t.request(`/api/broadsheets/class:${id.blue}:${id.term}`, {
      token: tokens.admin,
    });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(list.body[0]);
  });

  it('gives the class teacher, a teacher of the class and the superadmin the same broadsheet as the admin', async () => {
    const admin = await t.request(`/api/broadsheets${blueQuery()}`, { token: tokens.admin });
    for (const token of [tokens.classTeacher, tokens.subjectTeacher, tokens.superadmin]) {
      const res = await t.request(`/api/broadsheets${blueQuery()}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(admin.body);
    }
  });

  it('refuses students and parents', async () => {
    for (const token of [tokens.student, tokens.parent]) {
      expect((await t.request(`/api/broadsheets${blueQuery()}`, { token })).status).toBe(403);
      expect((await get(`/api/broadsheets/${id.blue}/${id.term}.xlsx`, token)).status).toBe(403);
      expect((await get(`/api/broadsheets/${id.blue}/${id.term}.pdf`, token)).status).toBe(403);
    }
  });

  it('shows a teacher who does not teach the class, and another school’s staff, nothing of it', async () => {
    for (const token of [tokens.otherTeacher, tokens.otherAdmin, tokens.otherTeacher2]) {
      const res = await t.request(`/api/broadsheets${blueQuery()}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(
        (await t.request(`/api/broadsheets/class:${id.blue}:${id.term}`, { token })).status,
      ).toBe(404);
      expect((await get(`/api/broadsheets/${id.blue}/${id.term}.xlsx`, token)).status).toBe(404);
      expect((await get(`/api/broadsheets/${id.blue}/${id.term}.pdf`, token)).status).toBe(404);
    }
  });

  it('asks for a class or a level and a term', async () => {
    const res = await t.request(`/api/broadsheets${listQuery({ classId: id.blue })}`, {
      token: tokens.admin,
    });
    expect(res.status).toBe(400);
    expect(
      (
        await t.request(`/api/broadsheets${listQuery({ termId: id.term, classId: 'nope' })}`, {
          token: tokens.admin,
        })
      ).status,
    ).toBe(400);
  });
});

describe('GET /api/broadsheets for a level and a term', () => {
  it('ranks the students of every class of the level together (the admin’s)', async () => {
    const res = await t.request(
      `/api/broadsheets${listQuery({ levelId: id.level, termId: id.term })}`,
      { token: tokens.admin },
    );
    expect(res.status).toBe(200);
    const [sheet] = res.body;
    expect(sheet).toMatchObject({
      id: `level:${id.level}:${id.term}`,
      classId: null,
      levelName: 'Form 2',
    });
    expect(
      sheet.rows.map((r: Record<string, unknown>) => [
        r.studentName,
        r.className,
        r.average,
        r.position,
      ]),
    ).toEqual([
      ['Tatenda Gumbo', 'Form 2 Gold', 90, 1],
      ['Anesu Moyo', 'Form 2 Blue', 80, 2],
      ['Batsi Ncube', 'Form 2 Blue', 59.33, 3],
      ['Chipo Sibanda', 'Form 2 Blue', 59.33, 3],
      ['Dudzai Zhou', 'Form 2 Blue', 40, 5],
    ]);
    // English over the level: 80, 66, 70, 35, 90 → 341 / 5 = 68.2; 4 of 5 pass = 80%.
    expect(sheet.subjects[0]).toEqual({
      subjectId: id.english,
      subjectName: 'English',
      sat: 5,
      passed: 4,
      average: 68.2,
      passRate: 80,
      printed: { average: '68.2' },
    });
  });

  it('is the admin’s only: teachers are refused, another school sees nothing', async () => {
    const query = listQuery({ levelId: id.level, termId: id.term });
    expect(
      (await t.request(`/api/broadsheets${query}`, { token: tokens.classTeacher })).status,
    ).toBe(403);
    expect((await t.request(`/api/broadsheets${query}`, { token: tokens.student })).status).toBe(
      403,
    );
    expect(
      (await t.request(`/api/broadsheets${query}`, { token: tokens.otherAdmin })).body,
    ).toEqual([]);
  });
});

describe('GET /api/broadsheets/<classId>/<termId>.xlsx', () => {
  it('holds the same figures in one sheet, its title and header frozen', async () => {
    for (const token of [tokens.admin, tokens.classTeacher]) {
      const res = await get(`/api/broadsheets/${id.blue}/${id.term}.xlsx`, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="broadsheet-form-2-blue-term-2.xlsx"',
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      expect(book.worksheets).toHaveLength(1);
      const sheet = book.worksheets[0]!;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 2 });
      const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      expect(values(1)).toEqual(['Broadsheet: Form 2 Blue, Term 2']);
      expect(values(2)).toEqual([
        'Position',
        'Student',
        'Reg. no.',
        'English',
        'English grade',
        'Mathematics',
        'Mathematics grade',
        'Shona',
        'Shona grade',
        'Total',
        'Average',
        'Points',
      ]);
      expect(values(3)).toEqual([
        1,
        'Anesu Moyo',
        students.anesu.registrationNumber,
        80,
        'A',
        90,
        'A',
        70,
        'B',
        240,
        80,
        14,
      ]);
      expect(values(4)).toEqual([
        2,
        'Batsi Ncube',
        students.batsi.registrationNumber,
        66,
        'B',
        74,
        'B',
        38,
        'E',
        178,
        59.3,
        9,
      ]);
      expect(values(5)).toEqual([
        2,
        'Chipo Sibanda',
        students.chipo.registrationNumber,
        70,
        'B',
        57,
        'C',
        51,
        'C',
        178,
        59.3,
        10,
      ]);
      expect(values(6)).toEqual([
        4,
        'Dudzai Zhou',
        students.dudzai.registrationNumber,
        35,
        'E',
        undefined,
        undefined,
        45,
        'D',
        80,
        40,
        3,
      ]);
      expect(values(7)).toEqual([
        undefined,
        'Subject average',
        undefined,
        62.8,
        undefined,
        73.7,
        undefined,
        51,
      ]);
      // Shown as printed: marks and totals whole, averages to one decimal (51 shows 51.0).
      expect([4, 10, 11].map((c) => sheet.getRow(3).getCell(c).numFmt)).toEqual(['0', '0', '0.0']);
      expect(sheet.getRow(7).getCell(8).numFmt).toBe('0.0');
      expect(values(8)).toEqual([
        undefined,
        'Pass rate (%)',
        undefined,
        75,
        undefined,
        100,
        undefined,
        50,
      ]);
      expect(sheet.rowCount).toBe(8);
    }
  });
});

describe('GET /api/broadsheets/<classId>/<termId>.pdf', () => {
  it('is an A4 landscape PDF naming the class and term, with the figures', async () => {
    const res = await get(`/api/broadsheets/${id.blue}/${id.term}.pdf`, tokens.classTeacher);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    expect(totalPages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    for (const words of [
      'Broadsheet: Form 2 Blue, Term 2',
      'Anesu Moyo',
      '90 A',
      '240 80.0',
      '178 59.3',
      '62.8',
      '73.7',
      '51.0',
      '75%',
      '100%',
      '50%',
    ])
      expect(flat).toContain(words);
    for (const unprinted of ['59.33', '73.67', '62.75']) expect(flat).not.toContain(unprinted);
  });

  it('gives the level’s PDF to the admin', async () => {
    const res = await get(`/api/broadsheets/level/${id.level}/${id.term}.pdf`, tokens.admin);
    expect(res.status).toBe(200);
    const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(
      (await get(`/api/broadsheets/level/${id.level}/${id.term}.pdf`, tokens.classTeacher)).status,
    ).toBe(403);
  });
});

describe('a school that prints scores to one decimal', () => {
  const query = () => listQuery({ classId: id.classB, termId: id.termB });
  const printed = async () => {
    const res = await t.request(`/api/broadsheets${query()}`, { token: tokens.otherAdmin });
    expect(res.status).toBe(200);
    const [sheet] = res.body;
    return {
      format: sheet.scoreFormat,
      rows: sheet.rows.map((r: Record<string, unknown>) => [r.studentName, r.position, r.printed]),
      subjects: sheet.subjects.map((s: { subjectName: string; printed: { average: string } }) => [
        s.subjectName,
        s.printed.average,
      ]),
    };
  };
  const pdfText = async () => {
    const res = await get(`/api/broadsheets/${id.classB}/${id.termB}.pdf`, tokens.otherAdmin);
    expect(res.status).toBe(200);
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(await res.arrayBuffer())),
      { mergePages: true },
    );
    return text.replace(/\s+/g, ' ');
  };

  it('prints half marks whole, half up, before the school chooses (67.5 → 68, 70.25 → 70, average 68.9)', async () => {
    const [maths, english] = [id.mathsB, id.englishB];
    expect(await printed()).toEqual({
      format: 'WHOLE',
      rows: [
        [
          'Vimbai Mlambo',
          1,
          { marks: { [maths]: '65', [english]: '75' }, total: '140', average: '70.0' },
        ],
        [
          'Tino Chari',
          2,
          { marks: { [maths]: '68', [english]: '70' }, total: '138', average: '68.9' },
        ],
      ],
      subjects: [
        ['English', '72.6'],
        ['Mathematics', '66.3'],
      ],
    });
    const flat = await pdfText();
    for (const words of ['Tino Chari 70 B 68 B 138 68.9', '72.6', '66.3'])
      expect(flat).toContain(words);
  });

  it('prints marks and totals to one decimal and averages to two once the admin chooses one decimal, on screen, in the sheet and the PDF', async () => {
    const changed = await t.request('/api/commands/ChangeReportCardSettings', {
      json: { conductAndEffort: false, scoreFormat: 'ONE_DECIMAL' },
      token: tokens.otherAdmin,
    });
    expect(changed.status).toBe(201);
    await caughtUp();
    const [maths, english] = [id.mathsB, id.englishB];
    expect(await printed()).toEqual({
      format: 'ONE_DECIMAL',
      rows: [
        [
          'Vimbai Mlambo',
          1,
          { marks: { [maths]: '65.0', [english]: '75.0' }, total: '140.0', average: '70.00' },
        ],
        [
          'Tino Chari',
          2,
          { marks: { [maths]: '67.5', [english]: '70.3' }, total: '137.8', average: '68.88' },
        ],
      ],
      subjects: [
        ['English', '72.63'],
        ['Mathematics', '66.25'],
      ],
    });

    const res = await get(`/api/broadsheets/${id.classB}/${id.termB}.xlsx`, tokens.otherAdmin);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(4)).toEqual([
      2,
      'Tino Chari',
      expect.any(String),
      70.3,
      'B',
      67.5,
      'B',
      137.8,
      68.88,
      8,
    ]);
    expect(values(5)).toEqual([undefined, 'Subject average', undefined, 72.63, undefined, 66.25]);
    expect([4, 6, 8, 9].map((c) => sheet.getRow(3).getCell(c).numFmt)).toEqual([
      '0.0',
      '0.0',
      '0.0',
      '0.00',
    ]);
    expect(sheet.getRow(5).getCell(4).numFmt).toBe('0.00');

    const flat = await pdfText();
    for (const words of [
      'Vimbai Mlambo 75.0 A 65.0 B 140.0 70.00',
      'Tino Chari 70.3 B 67.5 B 137.8 68.88',
      '72.63',
      '66.25',
    ])
      expect(flat).toContain(words);
  });
});
