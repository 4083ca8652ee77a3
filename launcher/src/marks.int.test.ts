import { randomUUID } from 'node:crypto';
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
let superToken: string;
let a: ApprovedSchool;
let b: ApprovedSchool;
let recA: SchoolRecords;
let form2Blue: string;
let form2Green: string;
let mrsChari: { teacherId: string; token: string };
let mrMoyo: { teacherId: string; token: string };
let examId: string;
const students: Record<'tendai' | 'rudo' | 'farai' | 'chipo' | 'other', string> = {
  tendai: '',
  rudo: '',
  farai: '',
  chipo: '',
  other: '',
};

const send = (
  type: string,
  json: unknown,
  token = a.admin.token,
  headers: Record<string, string> = {},
) => t.request(`/api/commands/${type}`, { json, token, headers });
const at = '2030-01-20T08:00:00.000Z';
const meta = (schoolId: string) => ({
  actorId: null,
  actorRole: 'ADMIN' as const,
  schoolId,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: at,
  schemaVersion: 1,
});

/** The students module's events, as it writes them (its commands are not on this branch yet). */
async function enrol(firstName: string, lastName: string, classId: string, school = a) {
  const studentId = randomUUID();
  await t.platform.store.appendToStream(
    `student-${studentId}`,
    [
      {
        type: 'StudentEnrolled',
        data: {
          schoolId: school.schoolId,
          studentId,
          registrationNumber: `HAR-2030-${firstName.toUpperCase()}`,
          classId,
          levelId: recA.levels.form2,
          firstName,
          lastName,
          dob: '2015-04-01',
          gender: 'female',
          enrolledAt: at,
        },
        metadata: meta(school.schoolId),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return studentId;
}
async function studentEvent(studentId: string, type: string, data: Record<string, unknown>) {
  const stream = `student-${studentId}`;
  const revision = (await t.platform.store.readStream(stream)).at(-1)!.revision;
  await t.platform.store.appendToStream(
    stream,
    [{ type, data: { schoolId: a.schoolId, studentId, ...data }, metadata: meta(a.schoolId) }],
    { expectedRevision: revision },
  );
}

async function teacher(firstName: string, lastName: string) {
  const { details, res } = await registerTeacher(t, a.admin.token, { firstName, lastName });
  const email = details.email.toLowerCase();
  await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password: 'Teacher-pass-1' },
  });
  return { teacherId: res.body.teacherId as string, token: await t.login(email, 'Teacher-pass-1') };
}

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
  b = await approvedSchool(t, superToken);
  recA = await setUpRecords(t, a);
  form2Blue = (await send('CreateClass', { levelId: recA.levels.form2, name: 'Form 2 Blue' })).body
    .classId;
  form2Green = (await send('CreateClass', { levelId: recA.levels.form2, name: 'Form 2 Green' }))
    .body.classId;
  mrsChari = await teacher('Memory', 'Chari');
  mrMoyo = await teacher('Tawanda', 'Moyo');
  students.tendai = await enrol('Tendai', 'Moyo', form2Blue);
  students.rudo = await enrol('Rudo', 'Banda', form2Blue);
  students.farai = await enrol('Farai', 'Ncube', form2Blue);
  students.chipo = await enrol('Chipo', 'Dube', form2Green);
  students.other = await enrol('Other', 'School', randomUUID(), b);
  const created = await send('CreateExam', {
    classId: form2Blue,
    subjectId: recA.subjects.maths,
    termId: recA.termId,
    examName: 'Mid-term',
    outOf: 60,
    weight: 50,
    paperNo: 1,
    examDate: '2030-03-10',
    teacherId: mrsChari.teacherId,
  });
  examId = created.body.examId;
});
afterAll(async () => t?.stop());

const marks = (...entries: [string, number | 'ABSENT' | 'EXEMPT' | null][]) => ({
  examId,
  marks: entries.map(([studentId, mark]) => ({ studentId, mark })),
});
const exam = async () => (await readNow(t, `/api/exams/${examId}`, a.admin.token)).body;

describe('RecordMarks', () => {
  it('records many students in one command, one event per mark; absent is a state, never 0', async () => {
    const res = await send(
      'RecordMarks',
      marks([students.tendai, 45], [students.rudo, 'ABSENT']),
      mrsChari.token,
    );
    expect([res.status, res.body.appended]).toEqual([201, 2]);
    const roster = await readNow(t, `/api/marks${listQuery({ examId })}`, mrsChari.token);
    expect(
      roster.body.map((m: { studentName: string; registrationNumber: string; mark: unknown }) => [
        m.studentName,
        m.registrationNumber,
        m.mark,
      ]),
    ).toEqual([
      ['Farai Ncube', 'HAR-2030-FARAI', null],
      ['Rudo Banda', 'HAR-2030-RUDO', 'ABSENT'],
      ['Tendai Moyo', 'HAR-2030-TENDAI', 45],
    ]);
    expect(await exam()).toMatchObject({ status: 'Pending', markedCount: 2, classSize: 3 });
  });

  it('appends nothing for unchanged marks, nor for the same Idempotency-Key sent again', async () => {
    expect(
      (
        await send(
          'RecordMarks',
          marks([students.tendai, 45], [students.rudo, 'ABSENT']),
          mrsChari.token,
        )
      ).body.appended,
    ).toBe(0);
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await send('RecordMarks', marks([students.tendai, 50]), mrsChari.token, key);
    const again = await send('RecordMarks', marks([students.tendai, 50]), mrsChari.token, key);
    expect([first.body.appended, again.status, again.body.position]).toEqual([
      1,
      200,
      first.body.position,
    ]);
  });

  it('keeps every value in the history with who and when; the exam is Graded once every active student has an entry', async () => {
    expect(
      (await send('RecordMarks', marks([students.farai, 'EXEMPT'], [students.tendai, 52]))).body
        .appended,
    ).toBe(2);
    expect(await exam()).toMatchObject({ status: 'Graded', markedCount: 3, classSize: 3 });
    const history = await readNow(
      t,
      `/api/mark-history${listQuery({ examId, studentId: students.tendai }, ['at', 'ASC'])}`,
      mrsChari.token,
    );
    expect(
      history.body.map(
        (h: { previous: unknown; mark: unknown; actorName: string; kind: string }) => [
          h.previous,
          h.mark,
          h.actorName,
          h.kind,
        ],
      ),
    ).toEqual([
      [null, 45, 'Memory Chari', 'Recorded'],
      [45, 50, 'Memory Chari', 'Recorded'],
      [50, 52, 'Peter Nyathi', 'Recorded'],
    ]);
  });

  it('names the teacher who recorded a mark in the audit log, the superadmin’s and the school’s own', async () => {
    const query = listQuery({ type: 'MarkRecorded', actorId: mrsChari.teacherId }, [
      'occurredAt',
      'ASC',
    ]);
    const all = await readNow(t, `/api/events${query}`, superToken);
    const own = await readNow(t, `/api/school-events${query}`, a.admin.token);
    for (const res of [all, own]) {
      expect(res.status).toBe(200);
      expect(
        res.body.map((e: { actorName: string; actorRole: string }) => [e.actorName, e.actorRole]),
      ).toEqual([
        ['Memory Chari', 'TEACHER'],
        ['Memory Chari', 'TEACHER'],
        ['Memory Chari', 'TEACHER'],
      ]);
    }
  });

  it('refuses a mark above the total and students of another class or school, naming the row', async () => {
    const high = await send('RecordMarks', marks([students.tendai, 61]), mrsChari.token);
    expect([high.status, high.body.errors]).toEqual([
      400,
      [{ field: 'marks.0.mark', message: 'A mark must be from 0 to the exam’s total' }],
    ]);
    const negative = await send('RecordMarks', marks([students.tendai, -1]), mrsChari.token);
    expect(negative.status).toBe(400);
    const stranger = await send(
      'RecordMarks',
      marks([students.tendai, 30], [students.chipo, 30], [students.other, 30]),
      mrsChari.token,
    );
    expect(stranger.body.errors).toEqual([
      { field: 'marks.1.studentId', message: 'This student is not in the exam’s class' },
      { field: 'marks.2.studentId', message: 'This student is not in the exam’s class' },
    ]);
  });

  it('only the exam’s teacher or the school’s admin records; another school’s admin finds no exam', async () => {
    const other = await send('RecordMarks', marks([students.tendai, 30]), mrMoyo.token);
    expect([other.status, other.body.detail]).toEqual([
      403,
      'Only the exam’s teacher or the school’s admin may record its marks',
    ]);
    expect((await send('RecordMarks', marks([students.tendai, 30]), b.admin.token)).status).toBe(
      404,
    );
  });

  it('a locked term is closed to the teacher, not to the admin', async () => {
    await send('LockMarks', { termId: recA.termId });
    const locked = await send('RecordMarks', marks([students.tendai, 40]), mrsChari.token);
    expect([locked.status, locked.body.detail]).toEqual([
      409,
      'Mark entry for this term is closed',
    ]);
    expect((await send('RecordMarks', marks([students.tendai, 53]))).status).toBe(201);
    await send('ReopenMarks', { termId: recA.termId, reason: 'Late project marks' });
    expect((await send('RecordMarks', marks([students.tendai, 52]), mrsChari.token)).status).toBe(
      201,
    );
  });

  it('an exam with marks cannot be cancelled', async () => {
    expect((await send('CancelExam', { examId })).body.detail).toBe(
      'This exam already has marks: it cannot be cancelled',
    );
  });
});

describe('the class as it changes', () => {
  it('an inactive student no longer counts toward the class size; a withdrawn one keeps their mark on the list', async () => {
    const late = await enrol('Nyasha', 'Zulu', form2Blue);
    expect(await exam()).toMatchObject({ status: 'Pending', markedCount: 3, classSize: 4 });
    await studentEvent(late, 'StudentStatusChanged', {
      before: 'Active',
      status: 'Inactive',
      changedAt: at,
    });
    expect(await exam()).toMatchObject({ status: 'Graded', classSize: 3 });
    await studentEvent(students.farai, 'StudentWithdrawn', { classId: form2Blue, withdrawnAt: at });
    expect(await exam()).toMatchObject({ status: 'Graded', markedCount: 2, classSize: 2 });
    const roster = await readNow(t, `/api/marks${listQuery({ examId })}`, a.admin.token);
    expect(
      roster.body.map((m: { studentName: string; mark: unknown }) => [m.studentName, m.mark]),
    ).toEqual([
      ['Farai Ncube', 'EXEMPT'],
      ['Rudo Banda', 'ABSENT'],
      ['Tendai Moyo', 52],
    ]);
    expect((await send('RecordMarks', marks([students.farai, 20]))).body.errors).toEqual([
      { field: 'marks.0.studentId', message: 'This student is not in the exam’s class' },
    ]);
  });
});

describe('CorrectMark after publication', () => {
  it('is refused before the class’s results are published, and to teachers', async () => {
    const early = await send('CorrectMark', {
      examId,
      studentId: students.tendai,
      mark: 55,
      reason: 'added up wrongly',
    });
    expect([early.status, early.body.detail]).toEqual([
      409,
      'The results of this class are not published yet: record the mark instead',
    ]);
    expect(
      (
        await send(
          'CorrectMark',
          { examId, studentId: students.tendai, mark: 55, reason: 'added up wrongly' },
          mrsChari.token,
        )
      ).status,
    ).toBe(403);
  });

  it('once published (the report-cards stream), marks change only by correction, with the previous value and the reason', async () => {
    // The report-cards module publishes on this stream; written here as it will write it.
    await t.platform.store.appendToStream(
      `report-cards-${form2Blue}-${recA.termId}`,
      [
        {
          type: 'ResultsPublished',
          data: {
            schoolId: a.schoolId,
            classId: form2Blue,
            termId: recA.termId,
            issued: 0,
            students: 3,
            publishedAt: at,
          },
          metadata: meta(a.schoolId),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    expect(await exam()).toMatchObject({ resultsPublished: true });
    const recorded = await send('RecordMarks', marks([students.tendai, 40]));
    expect([recorded.status, recorded.body.detail]).toEqual([
      409,
      'The results of this class are published: correct a mark with a reason instead',
    ]);
    const bare = await send('CorrectMark', { examId, studentId: students.tendai, mark: 55 });
    expect(bare.body.errors).toEqual([
      { field: 'reason', message: 'Give the reason for the correction' },
    ]);
    expect(
      (
        await send('CorrectMark', {
          examId,
          studentId: students.tendai,
          mark: 52,
          reason: 'same again',
        })
      ).body.detail,
    ).toBe('The mark is already this value');
    expect(
      (
        await send('CorrectMark', {
          examId,
          studentId: students.tendai,
          mark: 55,
          reason: 'added up wrongly',
        })
      ).status,
    ).toBe(201);
    const history = await readNow(
      t,
      `/api/mark-history${listQuery({ examId, studentId: students.tendai }, ['at', 'DESC'], [0, 0])}`,
      superToken,
    );
    expect(history.body).toMatchObject([
      { previous: 52, mark: 55, kind: 'Corrected', reason: 'added up wrongly', actorRole: 'ADMIN' },
    ]);
    const log = await readNow(
      t,
      `/api/school-events${listQuery({ type: 'MarkCorrected' })}`,
      a.admin.token,
    );
    expect(log.body[0].summary).toBe(
      'Mark of Tendai Moyo in Mathematics Paper 1: 52 → 55 (reason: added up wrongly)',
    );
  });
});

describe('who reads marks', () => {
  it('another teacher and another school read none of them; the superadmin reads the history', async () => {
    expect((await readNow(t, `/api/marks${listQuery({ examId })}`, mrMoyo.token)).body).toEqual([]);
    expect((await readNow(t, `/api/marks${listQuery({ examId })}`, b.admin.token)).body).toEqual(
      [],
    );
    expect(
      (await readNow(t, `/api/marks${listQuery({ studentId: students.tendai })}`, b.admin.token))
        .body,
    ).toEqual([]);
    expect(
      (await readNow(t, `/api/mark-history${listQuery({ examId })}`, b.admin.token)).body,
    ).toEqual([]);
    expect(
      (await readNow(t, `/api/marks/${examId}:${students.tendai}`, b.admin.token)).status,
    ).toBe(404);
    expect(
      (await readNow(t, `/api/mark-history${listQuery({ examId })}`, superToken)).body.length,
    ).toBe(8);
    const student = await tokenFor(t, 'STUDENT', a.schoolId);
    expect((await readNow(t, `/api/marks${listQuery({ examId })}`, student)).status).toBe(403);
  });
});

describe('a class whose students have all left (a final year graduated)', () => {
  it('keeps a paper marked before they left Graded, and one never marked Pending, with none to mark', async () => {
    const gold = (await send('CreateClass', { levelId: recA.levels.form2, name: 'Form 2 Gold' }))
      .body.classId as string;
    const leavers = [await enrol('Tanaka', 'Gumbo', gold), await enrol('Vimbo', 'Sithole', gold)];
    const paperOf = async (paperNo: number) =>
      (
        await send('CreateExam', {
          classId: gold,
          subjectId: recA.subjects.maths,
          termId: recA.termId,
          examName: `Final Paper ${paperNo}`,
          outOf: 100,
          weight: 50,
          paperNo,
          examDate: '2030-03-12',
          teacherId: mrsChari.teacherId,
        })
      ).body.examId as string;
    const [marked, unmarked] = [await paperOf(1), await paperOf(2)];
    const recorded = await send('RecordMarks', {
      examId: marked,
      marks: [
        { studentId: leavers[0], mark: 71 },
        { studentId: leavers[1], mark: 'ABSENT' },
      ],
    });
    expect(recorded.status).toBe(201);
    for (const leaver of leavers)
      await studentEvent(leaver, 'StudentStatusChanged', {
        before: 'Active',
        status: 'Graduated',
        changedAt: at,
      });
    const statusOf = async (id: string) => {
      const { status, markedCount, classSize } = (
        await readNow(t, `/api/exams/${id}`, a.admin.token)
      ).body;
      return { status, markedCount, classSize };
    };
    expect(await statusOf(marked)).toEqual({ status: 'Graded', markedCount: 0, classSize: 0 });
    expect(await statusOf(unmarked)).toEqual({ status: 'Pending', markedCount: 0, classSize: 0 });
    const pending = await readNow(
      t,
      `/api/exams${listQuery({ classId: gold, status: 'Pending' })}`,
      a.admin.token,
    );
    expect(pending.body.map((e: { examName: string }) => e.examName)).toEqual(['Final Paper 2']);
  });
});
