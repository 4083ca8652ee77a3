import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { dayFromToday, pinTestDay } from './testing/dates';
import { tokenAs } from './testing/families';
import { PNG_BYTES } from './testing/fixtures';
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

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

/**
 * The student portal's reads over HTTP (spec 001 §2.12), on a school built through its commands:
 * Mufakose High School, this year's Term 1 (past) and Term 2 (current); Form 2 Blue (class teacher
 * Farai Ncube) and Form 2 Gold; Anesu and Batsi in Blue, Chipo in Gold, Tatenda moved from Gold to
 * Blue after sitting a Gold paper; Blue's Term 1 results published. Lobengula Primary is another
 * school with its own student, Dudzai.
 */
let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
type Key =
  | 'term1'
  | 'term2'
  | 'termB'
  | 'maths'
  | 'english'
  | 'shona'
  | 'blue'
  | 'gold'
  | 'tendai'
  | 'rudo'
  | 'farai'
  | 'nyasha'
  | 'english1'
  | 'maths1'
  | 'shona1'
  | 'maths2'
  | 'english2'
  | 'term1Test'
  | 'goldMaths'
  | 'examB';
const id = {} as Record<Key, string>;
let tokens: Record<'superadmin' | 'admin' | 'teacher' | 'parent' | 'otherAdmin', string>;
let anesu: EnrolledStudent;
let batsi: EnrolledStudent;
let chipo: EnrolledStudent;
let tatenda: EnrolledStudent;
let dudzai: EnrolledStudent;

const get = (path: string, token?: string) => t.request(path, { token });
const staff = () =>
  [
    ['superadmin', tokens.superadmin],
    ['admin', tokens.admin],
    ['teacher', tokens.teacher],
    ['parent', tokens.parent],
    ['another school’s admin', tokens.otherAdmin],
  ] as const;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(
    t,
    superToken,
    { name: 'Mufakose High School' },
    { name: 'crest.png', bytes: PNG_BYTES, type: 'image/png' },
  );
  b = await approvedSchool(t, superToken, { name: 'Lobengula Primary School' });

  const calendar = await schoolCalendar(t, a, [
    ['Mathematics', 'MATH'],
    ['English'],
    ['Shona', 'SHO'],
  ]);
  Object.assign(id, { term1: calendar.term1, term2: calendar.term2 });
  const [maths, english, shona] = calendar.subjectIds as [string, string, string];
  Object.assign(id, { maths, english, shona });
  id.blue = String(
    (await send(t, a, 'CreateClass', { levelId: calendar.levelId, name: 'Form 2 Blue' })).classId,
  );
  id.gold = String(
    (await send(t, a, 'CreateClass', { levelId: calendar.levelId, name: 'Form 2 Gold' })).classId,
  );
  const tendai = await teacherOf(t, a, 'Tendai', 'Moyo');
  const rudo = await teacherOf(t, a, 'Rudo', 'Dube');
  const farai = await teacherOf(t, a, 'Farai', 'Ncube');
  const nyasha = await teacherOf(t, a, 'Nyasha', 'Banda');
  Object.assign(id, { tendai: tendai.id, rudo: rudo.id, farai: farai.id, nyasha: nyasha.id });
  await send(t, a, 'AssignClassTeacher', { classId: id.blue, teacherId: farai.id });
  const assign = (teacherId: string, subjectId: string, classId: string, termId: string) =>
    send(t, a, 'AssignTeacher', { teacherId, subjectId, classId, termId });
  await assign(tendai.id, maths, id.blue, id.term2);
  await assign(rudo.id, english, id.blue, id.term2);
  await assign(farai.id, english, id.blue, id.term2);
  await assign(nyasha.id, shona, id.blue, id.term2);
  await assign(farai.id, maths, id.blue, id.term1);
  await assign(farai.id, maths, id.gold, id.term2);

  anesu = await studentOf(t, a, id.blue, ['Anesu', 'Moyo'], 'real');
  batsi = await studentOf(t, a, id.blue, ['Batsi', 'Ncube']);
  chipo = await studentOf(t, a, id.gold, ['Chipo', 'Sibanda']);
  tatenda = await studentOf(t, a, id.gold, ['Tatenda', 'Gumbo']);

  const blue = { classId: id.blue, termId: id.term2 };
  id.english1 = await examOf(t, a, {
    ...blue,
    subjectId: english,
    teacherId: rudo.id,
    examName: 'English Paper 1',
    outOf: 80,
    weight: 70,
    paperNo: 1,
    day: -12,
  });
  id.maths1 = await examOf(t, a, {
    ...blue,
    subjectId: maths,
    teacherId: tendai.id,
    examName: 'Mathematics Paper 1',
    outOf: 50,
    weight: 40,
    paperNo: 1,
    day: -10,
  });
  id.shona1 = await examOf(t, a, {
    ...blue,
    subjectId: shona,
    teacherId: nyasha.id,
    examName: 'Shona Paper 1',
    outOf: 100,
    weight: 100,
    paperNo: 1,
    day: -8,
  });
  id.maths2 = await examOf(t, a, {
    ...blue,
    subjectId: maths,
    teacherId: tendai.id,
    examName: 'Mathematics Paper 2',
    outOf: 100,
    weight: 60,
    paperNo: 2,
    day: 5,
  });
  id.english2 = await examOf(t, a, {
    ...blue,
    subjectId: english,
    teacherId: rudo.id,
    examName: 'English Paper 2',
    outOf: 20,
    weight: 30,
    paperNo: 2,
    day: 3,
  });
  id.term1Test = await examOf(t, a, {
    classId: id.blue,
    termId: id.term1,
    subjectId: maths,
    teacherId: farai.id,
    examName: 'Mathematics Term 1 Test',
    outOf: 40,
    weight: 100,
    paperNo: 1,
    day: -150,
  });
  id.goldMaths = await examOf(t, a, {
    classId: id.gold,
    termId: id.term2,
    subjectId: maths,
    teacherId: farai.id,
    examName: 'Mathematics Paper 1',
    outOf: 50,
    weight: 40,
    paperNo: 1,
    day: -9,
  });
  await send(t, a, 'CancelExam', { examId: id.english2, reason: 'Set by mistake' });
  const marks = (examId: string, entries: [EnrolledStudent, number | 'ABSENT' | 'EXEMPT'][]) =>
    send(t, a, 'RecordMarks', {
      examId,
      marks: entries.map(([s, mark]) => ({ studentId: s.id, mark })),
    });
  await marks(id.english1, [
    [anesu, 'ABSENT'],
    [batsi, 60],
  ]);
  await marks(id.maths1, [
    [anesu, 45],
    [batsi, 'ABSENT'],
  ]);
  await marks(id.shona1, [
    [anesu, 'EXEMPT'],
    [batsi, 70],
  ]);
  await marks(id.term1Test, [
    [anesu, 30],
    [batsi, 20],
  ]);
  await marks(id.goldMaths, [
    [chipo, 33],
    [tatenda, 20],
  ]);
  await send(t, a, 'RemoveTeacher', { teacherId: nyasha.id });
  await send(t, a, 'PublishResults', { classId: id.blue, termId: id.term1 });
  await send(t, a, 'MoveStudentToClass', { studentId: tatenda.id, classId: id.blue });

  const calendarB = await schoolCalendar(t, b, [['Mathematics']]);
  id.termB = calendarB.term2;
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
  dudzai = await studentOf(t, b, classB, ['Dudzai', 'Zhou']);
  id.examB = await examOf(t, b, {
    classId: classB,
    termId: calendarB.term2,
    subjectId: calendarB.subjectIds[0]!,
    teacherId: themba.id,
    examName: 'Mathematics Paper 1',
    outOf: 50,
    weight: 40,
    paperNo: 1,
    day: -10,
  });
  await send(t, b, 'RecordMarks', {
    examId: id.examB,
    marks: [{ studentId: dudzai.id, mark: 40 }],
  });

  tokens = {
    superadmin: superToken,
    admin: a.admin.token,
    teacher: tendai.token,
    parent: await tokenAs(t, randomUUID(), 'PARENT', a.schoolId),
    otherAdmin: b.admin.token,
  };
  // Every projection (and the report cards' issuing) has caught up with everything above.
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

/** An exam row as the time table shows it: Form 2 Blue's unless said, this year's Term 2 unless said. */
const blueExam = (
  examId: string,
  examName: string,
  subject: [string, string],
  paperNo: number,
  day: number,
  outOf: number,
  weight: number,
  teacherName: string,
  status: string,
  term: ['term1' | 'term2', string] = ['term2', 'Term 2'],
) => ({
  id: examId,
  examName,
  subjectId: subject[0],
  subjectName: subject[1],
  paperNo,
  examDate: dayFromToday(day),
  outOf,
  weight,
  classId: id.blue,
  className: 'Form 2 Blue',
  termId: id[term[0]],
  termName: term[1],
  academicYear: 'This year',
  teacherName,
  status,
});

describe('GET /api/my-exams: the exam time table', () => {
  it('gives the student the exams of their class this term, earliest first: sat, absent, exempt or not yet, with the total mark and never a mark', async () => {
    const res = await get('/api/my-exams', anesu.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('my-exams 0-3/4');
    expect(res.body).toEqual([
      blueExam(
        id.english1,
        'English Paper 1',
        [id.english, 'English'],
        1,
        -12,
        80,
        70,
        'Rudo Dube',
        'Not Attempted',
      ),
      blueExam(
        id.maths1,
        'Mathematics Paper 1',
        [id.maths, 'Mathematics'],
        1,
        -10,
        50,
        40,
        'Tendai Moyo',
        'Attempted',
      ),
      blueExam(
        id.shona1,
        'Shona Paper 1',
        [id.shona, 'Shona'],
        1,
        -8,
        100,
        100,
        'Nyasha Banda',
        'Exempt',
      ),
      blueExam(
        id.maths2,
        'Mathematics Paper 2',
        [id.maths, 'Mathematics'],
        2,
        5,
        100,
        60,
        'Tendai Moyo',
        'Not Attempted',
      ),
    ]);
  });

  it('shows another term when asked, and one exam by its id; a cancelled exam is not on the table', async () => {
    const term1 = await get(`/api/my-exams${listQuery({ termId: id.term1 })}`, anesu.token);
    expect(term1.body).toEqual([
      blueExam(
        id.term1Test,
        'Mathematics Term 1 Test',
        [id.maths, 'Mathematics'],
        1,
        -150,
        40,
        100,
        'Farai Ncube',
        'Attempted',
        ['term1', 'Term 1'],
      ),
    ]);
    const current = await get(`/api/my-exams${listQuery({ termId: 'current' })}`, anesu.token);
    expect(current.body.map((e: { id: string }) => e.id)).toEqual([
      id.english1,
      id.maths1,
      id.shona1,
      id.maths2,
    ]);
    const one = await get(`/api/my-exams/${id.maths1}`, anesu.token);
    expect(one.body).toEqual(
      blueExam(
        id.maths1,
        'Mathematics Paper 1',
        [id.maths, 'Mathematics'],
        1,
        -10,
        50,
        40,
        'Tendai Moyo',
        'Attempted',
      ),
    );
    expect((await get(`/api/my-exams/${id.english2}`, anesu.token)).status).toBe(404);
  });

  it('gives each classmate their own statuses', async () => {
    const res = await get(`/api/my-exams${listQuery({}, ['examName', 'ASC'])}`, batsi.token);
    expect(
      res.body.map((e: { examName: string; status: string }) => [e.examName, e.status]),
    ).toEqual([
      ['English Paper 1', 'Attempted'],
      ['Mathematics Paper 1', 'Not Attempted'],
      ['Mathematics Paper 2', 'Not Attempted'],
      ['Shona Paper 1', 'Attempted'],
    ]);
  });

  it('gives a student who moved class their new class’s exams and the paper they sat in the old one', async () => {
    const res = await get('/api/my-exams', tatenda.token);
    expect(
      res.body.map((e: { id: string; className: string; status: string }) => [
        e.id,
        e.className,
        e.status,
      ]),
    ).toEqual([
      [id.english1, 'Form 2 Blue', 'Not Attempted'],
      [id.maths1, 'Form 2 Blue', 'Not Attempted'],
      [id.goldMaths, 'Form 2 Gold', 'Attempted'],
      [id.shona1, 'Form 2 Blue', 'Not Attempted'],
      [id.maths2, 'Form 2 Blue', 'Not Attempted'],
    ]);
  });

  it('shows a student of another class only their class’s exams, and no exam of another class by id', async () => {
    const res = await get('/api/my-exams', chipo.token);
    expect(res.body.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([
      [id.goldMaths, 'Attempted'],
    ]);
    expect((await get(`/api/my-exams/${id.maths1}`, chipo.token)).status).toBe(404);
  });

  it('shows a student of another school only their school’s exams', async () => {
    const res = await get('/api/my-exams', dudzai.token);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([id.examB]);
    expect((await get(`/api/my-exams/${id.maths1}`, dudzai.token)).status).toBe(404);
    expect(
      (await get(`/api/my-exams${listQuery({ termId: id.term2 })}`, dudzai.token)).body,
    ).toEqual([]);
  });

  it('the student’s own lists sort by id, react-admin’s default, both ways', async () => {
    for (const resource of ['my-exams', 'my-subjects']) {
      const up = (await get(`/api/${resource}${listQuery({}, ['id', 'ASC'])}`, anesu.token))
        .body as { id: string }[];
      expect(up.length, resource).toBeGreaterThan(1);
      expect(up.map((r) => r.id)).toEqual(up.map((r) => r.id).sort());
      const down = (await get(`/api/${resource}${listQuery({}, ['id', 'DESC'])}`, anesu.token))
        .body as { id: string }[];
      expect(down.map((r) => r.id)).toEqual(up.map((r) => r.id).reverse());
    }
  });

  it('refuses a filter or sort outside its lists (no other student’s rows, no marks) with a 400', async () => {
    const filter = await get(`/api/my-exams${listQuery({ studentId: batsi.id })}`, anesu.token);
    expect(filter.status).toBe(400);
    expect(filter.body.detail).toBe(
      'Cannot filter my-exams by studentId. Filters: id, q, termId, subjectId, status',
    );
    const term = await get(`/api/my-exams${listQuery({ termId: 'last' })}`, anesu.token);
    expect(term.status).toBe(400);
    expect(term.body.detail).toBe(
      "Invalid filter: termId must be 'current', a term's id or a list of them",
    );
    expect((await get(`/api/my-exams${listQuery({}, ['mark', 'ASC'])}`, anesu.token)).status).toBe(
      400,
    );
    expect((await get(`/api/my-exams${listQuery({ status: 'Graded' })}`, anesu.token)).status).toBe(
      400,
    );
  });
});

describe('GET /api/my-subjects and /api/my-class: the dashboard and the subjects page', () => {
  it('gives the student their class’s subjects this term with their teachers, none who left', async () => {
    const res = await get('/api/my-subjects', anesu.token);
    expect(res.status).toBe(200);
    const subject = (
      subjectId: string,
      subjectName: string,
      code: string | null,
      teachers: [string, string][],
    ) => ({
      id: `${id.term2}:${subjectId}`,
      subjectId,
      subjectName,
      code,
      departmentName: null,
      classId: id.blue,
      className: 'Form 2 Blue',
      termId: id.term2,
      termName: 'Term 2',
      academicYearName: 'This year',
      teachers: teachers.map(([tid, name]) => ({ id: tid, name })),
    });
    expect(res.body).toEqual([
      subject(id.english, 'English', null, [
        [id.farai, 'Farai Ncube'],
        [id.rudo, 'Rudo Dube'],
      ]),
      subject(id.maths, 'Mathematics', 'MATH', [[id.tendai, 'Tendai Moyo']]),
      subject(id.shona, 'Shona', 'SHO', []),
    ]);
    expect(res.headers.get('content-range')).toBe('my-subjects 0-2/3');
    const term1 = await get(`/api/my-subjects${listQuery({ termId: id.term1 })}`, anesu.token);
    expect(
      term1.body.map((s: { subjectName: string; teachers: { name: string }[] }) => [
        s.subjectName,
        s.teachers.map((x) => x.name),
      ]),
    ).toEqual([['Mathematics', ['Farai Ncube']]]);
  });

  it('gives each student their own class: a student of another class or school sees theirs only', async () => {
    expect(
      (await get('/api/my-subjects', chipo.token)).body.map(
        (s: { subjectName: string; className: string }) => [s.subjectName, s.className],
      ),
    ).toEqual([['Mathematics', 'Form 2 Gold']]);
    expect(
      (await get('/api/my-subjects', tatenda.token)).body.map(
        (s: { subjectName: string }) => s.subjectName,
      ),
    ).toEqual(['English', 'Mathematics', 'Shona']);
    expect(
      (await get('/api/my-subjects', dudzai.token)).body.map(
        (s: { className: string }) => s.className,
      ),
    ).toEqual(['Form 2 A']);
  });

  it('names the student’s class, its level and class teacher', async () => {
    expect((await get('/api/my-class', anesu.token)).body).toEqual({
      classId: id.blue,
      className: 'Form 2 Blue',
      levelName: 'Form 2',
      classTeacherName: 'Farai Ncube',
    });
    expect((await get('/api/my-class', chipo.token)).body).toEqual({
      classId: id.gold,
      className: 'Form 2 Gold',
      levelName: 'Form 2',
      classTeacherName: null,
    });
    expect((await get('/api/my-class', dudzai.token)).body.className).toBe('Form 2 A');
  });

  it('gives a student their own school’s terms, the current one flagged, and no other school’s', async () => {
    const res = await get(`/api/terms${listQuery({}, ['startDate', 'ASC'])}`, anesu.token);
    expect(
      res.body.map((x: { id: string; name: string; current: boolean }) => [
        x.id,
        x.name,
        x.current,
      ]),
    ).toEqual([
      [id.term1, 'Term 1', false],
      [id.term2, 'Term 2', true],
    ]);
    expect(
      (await get(`/api/terms${listQuery({ current: true })}`, dudzai.token)).body.map(
        (x: { id: string }) => x.id,
      ),
    ).toEqual([id.termB]);
  });
});

describe('who may read the student portal’s lists', () => {
  it('the student’s own lists answer students only: every other role is refused (403), a visitor must sign in (401)', async () => {
    for (const path of [
      '/api/my-exams',
      `/api/my-exams/${id.maths1}`,
      '/api/my-subjects',
      '/api/my-class',
    ]) {
      for (const [who, token] of staff())
        expect((await get(path, token)).status, `${who} ${path}`).toBe(403);
      expect((await get(path)).status, path).toBe(401);
    }
  });

  it('the terms answer the school’s staff and students, not parents (403)', async () => {
    for (const [who, token] of staff())
      expect((await get('/api/terms', token)).status, who).toBe(who === 'parent' ? 403 : 200);
    expect((await get('/api/terms')).status).toBe(401);
  });
});

describe('published results, the report card and its PDF', () => {
  let card: {
    id: string;
    termId: string;
    studentId: string;
    snapshot: {
      subjects: { subjectName: string; finalMark: number | null; grade: string | null }[];
      position: number;
      classSize: number;
    };
  };
  let batsiCard: string;
  beforeAll(async () => {
    const mine = await get('/api/report-cards', anesu.token);
    expect(mine.body).toHaveLength(1);
    card = mine.body[0];
    const all = await get(`/api/report-cards${listQuery({ classId: id.blue })}`, tokens.admin);
    batsiCard = all.body.find((c: { studentId: string }) => c.studentId === batsi.id).id;
  });

  it('shows the student only their own published card, for the published term alone (Term 2 is still a draft)', () => {
    expect([card.studentId, card.termId]).toEqual([anesu.id, id.term1]);
    // 30 of 40 on the only paper, weighing 100: 75, an A; Batsi's 20 of 40 is 50: Anesu is first of two.
    expect(card.snapshot.subjects.map((s) => [s.subjectName, s.finalMark, s.grade])).toEqual([
      ['Mathematics', 75, 'A'],
    ]);
    expect([card.snapshot.position, card.snapshot.classSize]).toEqual([1, 2]);
  });

  it('gives the student their card’s PDF, and no classmate’s, no other class’s or school’s student any of theirs', async () => {
    const pdf = await fetch(`${t.url}/api/report-cards/${card.id}/pdf`, {
      headers: { Authorization: `Bearer ${anesu.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // The school's logo (the fixtures' minimal PNG) is one the PDF library cannot draw: the card prints without it.
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const words of [
      'Mufakose High School',
      'Anesu Moyo',
      'Form 2 Blue (Form 2)',
      'Term 1 This year',
      '1 of 2',
    ])
      expect(text).toContain(words);
    expect((await get(`/api/report-cards/${batsiCard}/pdf`, anesu.token)).status).toBe(404);
    expect((await get(`/api/report-cards/${batsiCard}`, anesu.token)).status).toBe(404);
    for (const other of [chipo, tatenda, dudzai]) {
      expect((await get(`/api/report-cards/${card.id}/pdf`, other.token)).status).toBe(404);
      expect((await get(`/api/report-cards/${card.id}`, other.token)).status).toBe(404);
      expect((await get('/api/report-cards', other.token)).body).toEqual([]);
    }
  });

  it('gives the card’s PDF to the school’s admin, the class’s teacher and the superadmin; not to an unlinked parent or another school', async () => {
    const expected = { superadmin: 200, admin: 200, teacher: 200, parent: 404, otherAdmin: 404 };
    for (const [role, status] of Object.entries(expected)) {
      expect(
        (await get(`/api/report-cards/${card.id}/pdf`, tokens[role as keyof typeof tokens])).status,
        role,
      ).toBe(status);
    }
    expect((await get(`/api/report-cards/${card.id}/pdf`)).status).toBe(401);
  });

  it('serves the logo printed on the card to those who may read the card', async () => {
    const logo = await fetch(`${t.url}/api/report-cards/${card.id}/logo`, {
      headers: { Authorization: `Bearer ${anesu.token}` },
    });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect((await get(`/api/report-cards/${batsiCard}/logo`, anesu.token)).status).toBe(404);
    expect((await get(`/api/report-cards/${card.id}/logo`, dudzai.token)).status).toBe(404);
  });
});

describe('the top bar: GET /api/my-school and its logo', () => {
  it('names the student’s school and shows its logo', async () => {
    const school = await get('/api/my-school', anesu.token);
    expect(school.body.name).toBe('Mufakose High School');
    const logo = await fetch(`${t.url}/api/my-school/logo`, {
      headers: { Authorization: `Bearer ${anesu.token}` },
    });
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('answers every role of the school its own school; a school without a logo has none (404); the superadmin has no school (403)', async () => {
    for (const token of [tokens.admin, tokens.teacher, tokens.parent])
      expect((await get('/api/my-school/logo', token)).status).toBe(200);
    expect((await get('/api/my-school', dudzai.token)).body.name).toBe('Lobengula Primary School');
    expect((await get('/api/my-school/logo', dudzai.token)).status).toBe(404);
    expect((await get('/api/my-school/logo', tokens.otherAdmin)).status).toBe(404);
    expect((await get('/api/my-school/logo', tokens.superadmin)).status).toBe(403);
    expect((await get('/api/my-school/logo')).status).toBe(401);
  });
});
