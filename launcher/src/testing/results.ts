import { randomUUID } from 'node:crypto';
import { examStream, type CardMark, type Role } from '@chikoro/contracts';
import { Sessions, createTokens } from '@chikoro/platform';
import { mailedCode, type TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';
import { TEST_JWT_SECRET, registerTeacher, setUpRecords, type SchoolRecords } from './staff';

/** A token for a given user id (a student's or a parent's own id), with an open session. */
export async function tokenAs(
  t: TestPlatform,
  role: Role,
  userId: string,
  schoolId: string | null,
): Promise<string> {
  const sessionId = await new Sessions(t.platform.pool).open(userId);
  return createTokens(TEST_JWT_SECRET, 600).sign({ userId, role, schoolId, sessionId }).token;
}

/**
 * Appends facts of modules whose commands are not part of this branch (student enrolment, exams
 * and marks, parent links) as those modules write them, so the results commands fold real streams.
 */
export async function appendFacts(
  t: TestPlatform,
  schoolId: string,
  streamId: string,
  events: { type: string; data: Record<string, unknown> }[],
): Promise<void> {
  const existing = await t.platform.store.readStream(streamId);
  await t.platform.store.appendToStream(
    streamId,
    events.map((e) => ({
      type: e.type,
      data: e.data,
      metadata: {
        actorId: null,
        actorRole: 'ADMIN' as const,
        schoolId,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
    })),
    { expectedRevision: existing.at(-1)?.revision ?? 'no_stream' },
  );
}

export interface Student {
  id: string;
  firstName: string;
  lastName: string;
  registrationNumber: string;
}

export async function enrolStudent(
  t: TestPlatform,
  school: ApprovedSchool,
  classId: string,
  levelId: string,
  firstName: string,
  lastName: string,
): Promise<Student> {
  const student = {
    id: randomUUID(),
    firstName,
    lastName,
    registrationNumber: `REG-${firstName.toUpperCase()}-${Date.now() % 100000}`,
  };
  await appendFacts(t, school.schoolId, `student-${student.id}`, [
    {
      type: 'StudentEnrolled',
      data: {
        schoolId: school.schoolId,
        studentId: student.id,
        registrationNumber: student.registrationNumber,
        classId,
        levelId,
        firstName,
        lastName,
        dob: '2012-05-01',
        gender: 'female',
        enrolledAt: new Date().toISOString(),
      },
    },
  ]);
  return student;
}

export interface Paper {
  examId: string;
  subjectId: string;
  outOf: number;
  weight: number;
  paperNo: number;
  examName: string;
  teacherId: string;
}

export async function createExam(
  t: TestPlatform,
  school: ApprovedSchool,
  rec: SchoolRecords,
  classId: string,
  paper: Omit<Paper, 'examId'>,
): Promise<Paper> {
  const examId = randomUUID();
  await appendFacts(t, school.schoolId, examStream(examId), [
    {
      type: 'ExamCreated',
      data: {
        schoolId: school.schoolId,
        examId,
        classId,
        levelId: rec.levels.form2,
        subjectId: paper.subjectId,
        termId: rec.termId,
        academicYearId: rec.yearId,
        teacherId: paper.teacherId,
        examName: paper.examName,
        outOf: paper.outOf,
        weight: paper.weight,
        paperNo: paper.paperNo,
        examDate: '2030-03-20',
        createdAt: new Date().toISOString(),
      },
    },
  ]);
  return { examId, ...paper };
}

export async function recordMarks(
  t: TestPlatform,
  school: ApprovedSchool,
  examId: string,
  marks: [string, CardMark][],
): Promise<void> {
  await appendFacts(
    t,
    school.schoolId,
    examStream(examId),
    marks.map(([studentId, mark]) => ({
      type: 'MarkRecorded',
      data: {
        schoolId: school.schoolId,
        examId,
        studentId,
        mark,
        previous: null,
        recordedAt: new Date().toISOString(),
      },
    })),
  );
}

export async function correctMark(
  t: TestPlatform,
  school: ApprovedSchool,
  examId: string,
  studentId: string,
  previous: CardMark,
  mark: CardMark,
  reason: string,
): Promise<void> {
  await appendFacts(t, school.schoolId, examStream(examId), [
    {
      type: 'MarkCorrected',
      data: {
        schoolId: school.schoolId,
        examId,
        studentId,
        mark,
        previous,
        reason,
        correctedAt: new Date().toISOString(),
      },
    },
  ]);
}

export interface ResultsWorld {
  rec: SchoolRecords;
  classId: string;
  /** Each teacher's id, token and sign-in email (their password is Teacher-pass-1). */
  teachers: {
    maths: { id: string; token: string; email: string };
    english: { id: string; token: string; email: string };
    idle: { id: string; token: string; email: string };
  };
  students: Student[];
  papers: { maths1: Paper; maths2: Paper; english: Paper };
}

async function teacher(
  t: TestPlatform,
  school: ApprovedSchool,
  firstName: string,
  assignment?: { subjectId: string; classId: string; termId: string },
) {
  const { details, res } = await registerTeacher(t, school.admin.token, {
    firstName,
    lastName: 'Dube',
  });
  const id = res.body.teacherId as string;
  if (assignment) {
    const assigned = await t.request('/api/commands/AssignTeacher', {
      json: { teacherId: id, ...assignment },
      token: school.admin.token,
    });
    if (assigned.status !== 201)
      throw new Error(`AssignTeacher refused: ${JSON.stringify(assigned.body)}`);
  }
  const email = details.email.toLowerCase();
  await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password: 'Teacher-pass-1' },
  });
  return { id, token: await t.login(email, 'Teacher-pass-1'), email };
}

/**
 * Form 2 Blue of a school in Term 1 2030 on the sample scale (A 75–100, B 65–74, C 50–64, D 40–49,
 * E 30–39, U below 30): four students; Mathematics with paper 1 (out of 50, weight 40) and paper 2
 * (out of 100, weight 60), English with one paper (out of 100, weight 100).
 *   Anesu   45, 90 → 36 + 54 = 90 (A) | English 80 (A) | average 85 → 1st
 *   Batsi   40, 70 → 32 + 42 = 74 (B) | English 76 (A) | average 75 → 2nd
 *   Chipo   exempt, 75 → 75 (A)       | English 75 (A) | average 75 → 2nd
 *   Dudzai  25, absent → 20 + 0 = 20 (U) | English no entry: incomplete | average 20 → 4th
 * A school already set up passes its records (a Form 2, Mathematics, English, a term).
 */
export async function resultsWorld(
  t: TestPlatform,
  school: ApprovedSchool,
  records?: SchoolRecords,
): Promise<ResultsWorld> {
  const rec = records ?? (await setUpRecords(t, school));
  const created = await t.request('/api/commands/CreateClass', {
    json: { levelId: rec.levels.form2, name: 'Form 2 Blue' },
    token: school.admin.token,
  });
  const classId = created.body.classId as string;
  const teachers = {
    maths: await teacher(t, school, 'Tendai', {
      subjectId: rec.subjects.maths,
      classId,
      termId: rec.termId,
    }),
    english: await teacher(t, school, 'Rudo', {
      subjectId: rec.subjects.english,
      classId,
      termId: rec.termId,
    }),
    idle: await teacher(t, school, 'Farai'),
  };
  const students = [];
  for (const [first, last] of [
    ['Anesu', 'Moyo'],
    ['Batsi', 'Ncube'],
    ['Chipo', 'Sibanda'],
    ['Dudzai', 'Zhou'],
  ] as const) {
    students.push(await enrolStudent(t, school, classId, rec.levels.form2, first, last));
  }
  const [s1, s2, s3, s4] = students.map((s) => s.id) as [string, string, string, string];
  const papers = {
    maths1: await createExam(t, school, rec, classId, {
      subjectId: rec.subjects.maths,
      outOf: 50,
      weight: 40,
      paperNo: 1,
      examName: 'Mathematics Paper 1',
      teacherId: teachers.maths.id,
    }),
    maths2: await createExam(t, school, rec, classId, {
      subjectId: rec.subjects.maths,
      outOf: 100,
      weight: 60,
      paperNo: 2,
      examName: 'Mathematics Paper 2',
      teacherId: teachers.maths.id,
    }),
    english: await createExam(t, school, rec, classId, {
      subjectId: rec.subjects.english,
      outOf: 100,
      weight: 100,
      paperNo: 1,
      examName: 'English Paper 1',
      teacherId: teachers.english.id,
    }),
  };
  await recordMarks(t, school, papers.maths1.examId, [
    [s1, 45],
    [s2, 40],
    [s3, 'EXEMPT'],
    [s4, 25],
  ]);
  await recordMarks(t, school, papers.maths2.examId, [
    [s1, 90],
    [s2, 70],
    [s3, 75],
    [s4, 'ABSENT'],
  ]);
  await recordMarks(t, school, papers.english.examId, [
    [s1, 80],
    [s2, 76],
    [s3, 75],
  ]);
  return { rec, classId, teachers, students, papers };
}
