import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  registerTeacher,
  setUpRecords,
  tokenFor,
  type SchoolRecords,
} from './testing/staff';

let t: TestPlatform;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
let form2Blue: string;
let form1Red: string;
let mrsChari: { teacherId: string; token: string };
let mrMoyo: { teacherId: string; token: string };
let teacherB: string;

const send = (
  type: string,
  json: unknown,
  token = a.admin.token,
  headers: Record<string, string> = {},
) => t.request(`/api/commands/${type}`, { json, token, headers });

async function teacher(school: ApprovedSchool, firstName: string, lastName: string) {
  const { details, res } = await registerTeacher(t, school.admin.token, { firstName, lastName });
  const teacherId = res.body.teacherId as string;
  const password = 'Teacher-pass-1';
  await t.request('/api/auth/set-password', {
    json: {
      email: details.email.toLowerCase(),
      code: await mailedCode(t.platform, details.email.toLowerCase()),
      password,
    },
  });
  return { teacherId, token: await t.login(details.email.toLowerCase(), password) };
}

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  recA = await setUpRecords(t, a);
  await setUpRecords(t, b);
  form2Blue = (await send('CreateClass', { levelId: recA.levels.form2, name: 'Form 2 Blue' })).body
    .classId;
  form1Red = (await send('CreateClass', { levelId: recA.levels.form1, name: 'Form 1 Red' })).body
    .classId;
  mrsChari = await teacher(a, 'Memory', 'Chari');
  mrMoyo = await teacher(a, 'Tawanda', 'Moyo');
  teacherB = (await registerTeacher(t, b.admin.token, { firstName: 'Other', lastName: 'School' }))
    .res.body.teacherId;
  const assigned = await send('AssignTeacher', {
    teacherId: mrsChari.teacherId,
    subjectId: recA.subjects.maths,
    classId: form2Blue,
    termId: recA.termId,
  });
  expect(assigned.status).toBe(201);
});
afterAll(async () => t?.stop());

const paper = (over: Record<string, unknown> = {}) => ({
  classId: form2Blue,
  subjectId: recA.subjects.maths,
  termId: recA.termId,
  examName: 'Mathematics Paper 1',
  outOf: 100,
  weight: 50,
  paperNo: 1,
  examDate: '2030-03-10',
  ...over,
});

describe('CreateExam', () => {
  let examId: string;
  it('an admin creates an exam for the teacher they select; the level comes from the class, the year from the term', async () => {
    const res = await send('CreateExam', paper({ teacherId: mrsChari.teacherId }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    examId = res.body.examId;
    expect((await readNow(t, `/api/exams/${examId}`, a.admin.token)).body).toEqual({
      id: examId,
      schoolId: a.schoolId,
      examName: 'Mathematics Paper 1',
      weight: 50,
      outOf: 100,
      paperNo: 1,
      examDate: '2030-03-10',
      classId: form2Blue,
      className: 'Form 2 Blue',
      levelId: recA.levels.form2,
      levelName: 'Form 2',
      subjectId: recA.subjects.maths,
      subjectName: 'Mathematics',
      termId: recA.termId,
      termName: 'Term 1',
      academicYear: '2030',
      teacherId: mrsChari.teacherId,
      teacherName: 'Memory Chari',
      status: 'Pending',
      markedCount: 0,
      classSize: 0,
      marksLocked: false,
      resultsPublished: false,
    });
  });

  it('refuses a total of 0, a weight outside 0–100 and an admin who names no teacher, with the contracts’ words', async () => {
    expect(
      (await send('CreateExam', paper({ outOf: 0, paperNo: 5, teacherId: mrsChari.teacherId })))
        .body.errors,
    ).toEqual([{ field: 'outOf', message: 'Out of must be more than 0' }]);
    expect(
      (await send('CreateExam', paper({ weight: 101, paperNo: 5, teacherId: mrsChari.teacherId })))
        .body.errors,
    ).toEqual([{ field: 'weight', message: 'Weight must be from 0 to 100' }]);
    const none = await send('CreateExam', paper({ paperNo: 5 }));
    expect([none.status, none.body.errors]).toEqual([
      400,
      [{ field: 'teacherId', message: 'Select Teacher' }],
    ]);
  });

  it('refuses a paper number already used for the class, subject and term, and weights over 100', async () => {
    const taken = await send('CreateExam', paper({ weight: 10, teacherId: mrsChari.teacherId }));
    expect([taken.status, taken.body.detail]).toEqual([
      409,
      'This class already has this paper number for the subject this term',
    ]);
    const heavy = await send(
      'CreateExam',
      paper({ paperNo: 2, weight: 51, teacherId: mrsChari.teacherId }),
    );
    expect([heavy.status, heavy.body.detail]).toEqual([
      409,
      'The papers of this subject for this class and term would weigh more than 100%',
    ]);
    expect(
      (
        await send(
          'CreateExam',
          paper({ paperNo: 1, subjectId: recA.subjects.english, teacherId: mrMoyo.teacherId }),
        )
      ).status,
    ).toBe(201);
  });

  it('of two papers with one number sent at the same moment, exactly one is created', async () => {
    const both = await Promise.all(
      [1, 2].map(() =>
        send('CreateExam', paper({ paperNo: 3, weight: 20, teacherId: mrsChari.teacherId })),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses a class, subject, term or teacher of another school as not found', async () => {
    const other = await send('CreateExam', paper({ paperNo: 6, weight: 0, teacherId: teacherB }));
    expect([other.status, other.body.detail]).toEqual([
      404,
      'Select an active teacher of this school',
    ]);
    const res = await send(
      'CreateExam',
      paper({ paperNo: 6, weight: 0, teacherId: mrsChari.teacherId }),
      b.admin.token,
    );
    expect([res.status, res.body.detail]).toEqual([404, 'No such class in this school']);
  });

  it('a teacher creates exams only for what they teach this term, as themselves', async () => {
    const own = await send('CreateExam', paper({ paperNo: 4, weight: 0 }), mrsChari.token);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await readNow(t, `/api/exams/${own.body.examId}`, mrsChari.token)).body).toMatchObject({
      teacherId: mrsChari.teacherId,
      teacherName: 'Memory Chari',
    });
    const named = await send(
      'CreateExam',
      paper({ paperNo: 7, weight: 0, teacherId: mrsChari.teacherId }),
      mrsChari.token,
    );
    expect([named.status, named.body.detail]).toEqual([
      400,
      'A teacher creates exams as themselves: leave the teacher out',
    ]);
    const english = await send(
      'CreateExam',
      paper({ paperNo: 7, weight: 0, subjectId: recA.subjects.english }),
      mrsChari.token,
    );
    expect([english.status, english.body.detail]).toEqual([
      403,
      'You can only create exams for the subjects and classes you teach',
    ]);
    expect(
      (
        await send(
          'CreateExam',
          paper({ paperNo: 7, weight: 0, classId: form1Red }),
          mrsChari.token,
        )
      ).status,
    ).toBe(403);
  });
});

describe('ChangeExamDetails and CancelExam', () => {
  let examId: string;
  beforeAll(async () => {
    examId = (
      await send(
        'CreateExam',
        paper({
          subjectId: recA.subjects.english,
          classId: form1Red,
          paperNo: 2,
          weight: 30,
          teacherId: mrMoyo.teacherId,
        }),
      )
    ).body.examId;
  });
  it('keeps each change before → after in the audit log, and the list shows the new details', async () => {
    const res = await send('ChangeExamDetails', {
      examId,
      weight: 40,
      examName: 'English Paper 2',
    });
    expect(res.status).toBe(201);
    expect((await readNow(t, `/api/exams/${examId}`, a.admin.token)).body).toMatchObject({
      weight: 40,
      examName: 'English Paper 2',
    });
    const log = await readNow(
      t,
      `/api/school-events${listQuery({ type: 'ExamDetailsChanged' })}`,
      a.admin.token,
    );
    expect(log.body[0].summary).toBe(
      "Details of English Paper 2 changed: Exam Title: 'Mathematics Paper 1' → 'English Paper 2'; Weight: 30 → 40",
    );
  });
  it('sending the same details again changes nothing', async () => {
    expect((await send('ChangeExamDetails', { examId, weight: 40 })).body.appended).toBe(0);
  });
  it('another teacher may not change it; the admin gives it to another teacher', async () => {
    expect((await send('ChangeExamDetails', { examId, weight: 35 }, mrsChari.token)).status).toBe(
      403,
    );
    expect(
      (await send('ChangeExamDetails', { examId, teacherId: mrsChari.teacherId })).status,
    ).toBe(201);
    expect((await readNow(t, `/api/exams/${examId}`, a.admin.token)).body).toMatchObject({
      teacherName: 'Memory Chari',
    });
  });
  it('cancels an exam without marks once; the list says Cancelled', async () => {
    expect((await send('CancelExam', { examId })).status).toBe(201);
    expect((await send('CancelExam', { examId })).body.appended).toBe(0);
    expect((await readNow(t, `/api/exams/${examId}`, a.admin.token)).body.status).toBe('Cancelled');
    expect((await send('ChangeExamDetails', { examId, weight: 20 })).body.detail).toBe(
      'This exam is cancelled',
    );
  });
});

describe('LockMarks and ReopenMarks', () => {
  it('the admin closes the term’s mark entry and reopens it with a reason; a teacher cannot', async () => {
    expect((await send('LockMarks', { termId: recA.termId }, mrsChari.token)).status).toBe(403);
    expect((await send('LockMarks', { termId: recA.termId })).status).toBe(201);
    expect((await send('LockMarks', { termId: recA.termId })).body.appended).toBe(0);
    const list = await readNow(t, `/api/exams${listQuery({ termId: recA.termId })}`, a.admin.token);
    expect(list.body.every((e: { marksLocked: boolean }) => e.marksLocked)).toBe(true);
    const bare = await send('ReopenMarks', { termId: recA.termId });
    expect(bare.body.errors).toEqual([
      { field: 'reason', message: 'Give the reason for reopening' },
    ]);
    expect(
      (await send('ReopenMarks', { termId: recA.termId, reason: 'Late project marks' })).status,
    ).toBe(201);
    expect((await send('LockMarks', { termId: recA.termId }, b.admin.token)).body.detail).toBe(
      'No such term in this school',
    );
  });
});

describe('roles and tenancy', () => {
  const commands = [
    'CreateExam',
    'ChangeExamDetails',
    'CancelExam',
    'RecordMarks',
    'CorrectMark',
    'LockMarks',
    'ReopenMarks',
  ];
  it('anonymous visitors get 401; students, parents and the superadmin 403, on every command', async () => {
    for (const type of commands)
      expect((await t.request(`/api/commands/${type}`, { json: {} })).status).toBe(401);
    for (const role of ['STUDENT', 'PARENT', 'SUPERADMIN'] as const) {
      const token = await tokenFor(t, role, role === 'SUPERADMIN' ? null : a.schoolId);
      for (const type of commands)
        expect((await send(type, {}, token)).status, `${role} ${type}`).toBe(403);
    }
  });
  it('school B’s admin never reads nor changes school A’s exams, by list, id, ids or filter', async () => {
    const ours = (await readNow(t, `/api/exams${listQuery()}`, a.admin.token)).body as {
      id: string;
    }[];
    const id = ours[0]!.id;
    expect((await readNow(t, `/api/exams${listQuery()}`, b.admin.token)).body).toEqual([]);
    expect((await readNow(t, `/api/exams/${id}`, b.admin.token)).status).toBe(404);
    expect((await readNow(t, `/api/exams${listQuery({ id: [id] })}`, b.admin.token)).body).toEqual(
      [],
    );
    expect(
      (await readNow(t, `/api/exams${listQuery({ schoolId: a.schoolId })}`, b.admin.token)).body,
    ).toEqual([]);
    expect(
      (await send('ChangeExamDetails', { examId: id, weight: 1 }, b.admin.token)).body.detail,
    ).toBe('No such exam in this school');
    expect((await send('CancelExam', { examId: id }, b.admin.token)).status).toBe(404);
  });
  it('a teacher reads only their own exams; students and parents read none', async () => {
    const mine = (await readNow(t, `/api/exams${listQuery()}`, mrMoyo.token)).body as {
      teacherId: string;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.teacherId === mrMoyo.teacherId)).toBe(true);
    for (const role of ['STUDENT', 'PARENT'] as const) {
      const token = await tokenFor(t, role, a.schoolId);
      for (const path of ['/api/exams', '/api/marks', '/api/mark-history'])
        expect((await readNow(t, path, token)).status).toBe(403);
    }
  });
});

describe('the exam list', () => {
  it('sorts by class name and level, filters by level and status, searches, five a page', async () => {
    const byClass = await readNow(
      t,
      `/api/exams${listQuery({}, ['className', 'ASC'], [0, 4])}`,
      a.admin.token,
    );
    expect(byClass.headers.get('content-range')).toMatch(/^exams 0-4\/\d+$/);
    expect(byClass.body[0].className).toBe('Form 1 Red');
    const form2 = await readNow(
      t,
      `/api/exams${listQuery({ levelId: recA.levels.form2 })}`,
      a.admin.token,
    );
    expect(new Set(form2.body.map((e: { levelName: string }) => e.levelName))).toEqual(
      new Set(['Form 2']),
    );
    const found = await readNow(t, `/api/exams${listQuery({ q: 'english paper' })}`, a.admin.token);
    expect(found.body.map((e: { examName: string }) => e.examName)).toEqual(['English Paper 2']);
    const cancelled = await readNow(
      t,
      `/api/exams${listQuery({ status: 'Cancelled' })}`,
      a.admin.token,
    );
    expect(cancelled.body.map((e: { examName: string }) => e.examName)).toEqual([
      'English Paper 2',
    ]);
    expect(
      (await readNow(t, `/api/exams${listQuery({}, ['id', 'DESC'])}`, a.admin.token)).status,
    ).toBe(200);
  });
});
