import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { approvedSchool, type ApprovedSchool } from '../testing/schools';
import {
  TEST_JWT_SECRET,
  listQuery,
  readNow,
  registerTeacher,
  setUpRecords,
} from '../testing/staff';
import { demoApi } from './classes';
import { schoolWithClass, weekdayFromToday } from '../testing/registers';
import { dayFromToday, pinTestDay } from '../testing/dates';
import { seedDemoExams, seedDemoTeacherExams } from './exams';

/** A Wednesday in term; TEST_DAY=2026-11-28 runs the file on a Saturday. */
const clock = pinTestDay('2026-11-25');

let t: TestPlatform;
let a: ApprovedSchool;
let superToken: string;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken);
});
afterAll(async () => t?.stop());

describe('the demo exams', () => {
  it('give an assigned class two papers per subject weighing 100 together, and marks for its students', async () => {
    const rec = await setUpRecords(t, a);
    const send = (type: string, json: unknown) =>
      t.request(`/api/commands/${type}`, { json, token: a.admin.token });
    const classId = (await send('CreateClass', { levelId: rec.levels.form2, name: 'Form 2 Blue' }))
      .body.classId as string;
    const teacherId = (
      await registerTeacher(t, a.admin.token, { firstName: 'Memory', lastName: 'Chari' })
    ).res.body.teacherId as string;
    await send('AssignTeacher', {
      teacherId,
      subjectId: rec.subjects.maths,
      classId,
      termId: rec.termId,
    });
    for (const name of ['Tendai', 'Rudo', 'Farai']) {
      const studentId = randomUUID();
      const at = '2030-01-20T08:00:00.000Z';
      // Students as the students module writes them.
      await t.platform.store.appendToStream(
        `student-${studentId}`,
        [
          {
            type: 'StudentEnrolled',
            data: {
              schoolId: a.schoolId,
              studentId,
              registrationNumber: `D-${name}`,
              classId,
              levelId: rec.levels.form2,
              firstName: name,
              lastName: 'Moyo',
              dob: '2015-01-01',
              gender: 'male',
              enrolledAt: at,
            },
            metadata: {
              actorId: null,
              actorRole: 'ADMIN',
              schoolId: a.schoolId,
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
    // The students went straight to the store: the seeding reads them once the projections have them.
    await readNow(t, '/api/students', a.admin.token);
    expect(await seedDemoExams(demoApi(t.platform.url, a.admin.token))).toBe(2);
    const exams = (
      await readNow(t, `/api/exams${listQuery({}, ['paperNo', 'ASC'])}`, a.admin.token)
    ).body;
    expect(
      exams.map((e: Record<string, unknown>) => [
        e.examName,
        e.paperNo,
        e.outOf,
        e.weight,
        e.examDate,
        e.teacherName,
        e.classSize,
      ]),
    ).toEqual([
      ['Mathematics Paper 1', 1, 100, 40, '2030-02-18', 'Memory Chari', 3],
      ['Mathematics Paper 2', 2, 80, 60, '2030-03-04', 'Memory Chari', 3],
    ]);
    // A single demo class is also the last one: its second paper is left to grade.
    expect(exams.map((e: { status: string }) => e.status)).toEqual(['Graded', 'Pending']);
  });

  it("give the demo teacher's subjects without an exam a first paper, sat a week ago, with no marks: exams waiting for them", async () => {
    const c = await schoolWithClass(t, superToken, 'Form 1 Blue', [
      ['Chipo', 'Ndlovu'],
      ['Rudo', 'Chikwanha'],
    ]);
    const send = async (type: string, json: unknown) => {
      const res = await t.request(`/api/commands/${type}`, { json, token: c.school.admin.token });
      if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
      return res.body as Record<string, string>;
    };
    const maths = (await send('AddSubject', { name: 'Mathematics' })).subjectId;
    const english = (await send('AddSubject', { name: 'English Language' })).subjectId;
    for (const subjectId of [maths, english])
      await send('AssignTeacher', {
        teacherId: c.teacher.teacherId,
        subjectId,
        classId: c.classId,
        termId: c.termId,
      });
    await send('CreateExam', {
      classId: c.classId,
      subjectId: maths,
      termId: c.termId,
      teacherId: c.teacher.teacherId,
      examName: 'Maths test',
      outOf: 20,
      weight: 10,
      paperNo: 1,
      examDate: weekdayFromToday(-3),
    });

    expect(
      await seedDemoTeacherExams(
        demoApi(t.platform.url, c.school.admin.token),
        c.teacher.email,
        dayFromToday(0),
      ),
    ).toBe(1);
    const exams = (
      await readNow(
        t,
        `/api/exams${listQuery({ status: 'Pending' }, ['examName', 'ASC'])}`,
        c.teacher.token,
      )
    ).body;
    expect(
      exams.map((e: Record<string, unknown>) => [
        e.examName,
        e.className,
        e.examDate,
        e.markedCount,
        e.classSize,
      ]),
    ).toEqual([
      ['English Language Paper 1', 'Form 1 Blue', weekdayFromToday(-7), 0, 2],
      ['Maths test', 'Form 1 Blue', weekdayFromToday(-3), 0, 2],
    ]);
    // Run again, it finds every subject with an exam and sets nothing.
    expect(
      await seedDemoTeacherExams(
        demoApi(t.platform.url, c.school.admin.token),
        c.teacher.email,
        dayFromToday(0),
      ),
    ).toBe(0);
  });
});
