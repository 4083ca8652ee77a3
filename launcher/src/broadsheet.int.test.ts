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
 * Form 2 Gold (Nyasha teaches English): Tatenda English 90. Lobengula Primary is another school.
 */
let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
const id = {} as Record<'term' | 'level' | 'blue' | 'gold' | 'english' | 'maths' | 'shona', string>;
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

  const calendarB = await schoolCalendar(t, b, [['Mathematics']]);
  const classB = String(
    (await send(t, b, 'CreateClass', { levelId: calendarB.levelId, name: 'Form 2 A' })).classId,
  );
  const themba = await teacherOf(t, b, 'Themba', 'Dube');
  await send(t, b, 'AssignTeacher', {
    teacherId: themba.id,
    subjectId: calendarB.subjectIds[0],
    classId: classB,
    termId: calendarB.term2,
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
  for (
    let i = 0;
    !(await t.request('/api/ready')).body.projections.every((p: { lag: number }) => p.lag === 0);
    i++
  ) {
    if (i > 300) throw new Error('the projections did not catch up');
    await new Promise((r) => setTimeout(r, 100));
  }
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
      },
      {
        subjectId: id.maths,
        subjectName: 'Mathematics',
        sat: 3,
        passed: 3,
        average: 73.67,
        passRate: 100,
      },
      { subjectId: id.shona, subjectName: 'Shona', sat: 4, passed: 2, average: 51, passRate: 50 },
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
        59.33,
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
        59.33,
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
        62.75,
        undefined,
        73.67,
        undefined,
        51,
      ]);
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
      '59.33',
      '73.67',
      '62.75',
      '75%',
      '100%',
      '50%',
    ])
      expect(flat).toContain(words);
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
