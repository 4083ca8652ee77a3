import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import { dayFromToday } from './dates';
import { tokenAs } from './families';
import { mailedCode, type TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';
import { registerTeacher } from './staff';

/** An admin's command; anything but 201 stops the test's set-up with the refusal. */
export async function send(
  t: TestPlatform,
  school: ApprovedSchool,
  type: string,
  json: unknown,
): Promise<Record<string, unknown>> {
  const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** A school's year around today with a past Term 1 and the current Term 2, one level (Form 2) and its subjects, by the set-up commands. */
export async function schoolCalendar(
  t: TestPlatform,
  school: ApprovedSchool,
  subjects: [string, string?][],
) {
  const yearId = String(
    (
      await send(t, school, 'OpenAcademicYear', {
        name: 'This year',
        startDate: dayFromToday(-200),
        endDate: dayFromToday(150),
      })
    ).academicYearId,
  );
  const term1 = String(
    (
      await send(t, school, 'AddTerm', {
        academicYearId: yearId,
        name: 'Term 1',
        startDate: dayFromToday(-190),
        endDate: dayFromToday(-100),
      })
    ).termId,
  );
  const term2 = String(
    (
      await send(t, school, 'AddTerm', {
        academicYearId: yearId,
        name: 'Term 2',
        startDate: dayFromToday(-30),
        endDate: dayFromToday(60),
      })
    ).termId,
  );
  const levelId = String(
    (await send(t, school, 'DefineLevel', { name: 'Form 2', gradingScale: SAMPLE_GRADING_SCALE }))
      .levelId,
  );
  const subjectIds: string[] = [];
  for (const [name, code] of subjects)
    subjectIds.push(
      String((await send(t, school, 'AddSubject', { name, ...(code ? { code } : {}) })).subjectId),
    );
  return { term1, term2, levelId, subjectIds };
}

/** A teacher registered by the admin (RegisterTeacher), who sets a password from the mailed code and signs in. */
export async function teacherOf(
  t: TestPlatform,
  school: ApprovedSchool,
  firstName: string,
  lastName: string,
) {
  const { details, res } = await registerTeacher(t, school.admin.token, { firstName, lastName });
  const email = details.email.toLowerCase();
  await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password: 'Teacher-pass-1' },
  });
  return {
    id: String(res.body.teacherId),
    email,
    token: await t.login(email, 'Teacher-pass-1'),
  };
}

export interface EnrolledStudent {
  id: string;
  registrationNumber: string;
  token: string;
}

/** A student enrolled by the admin; signed in for real (a printed code, a password, the registration number) or holding a session token. */
export async function studentOf(
  t: TestPlatform,
  school: ApprovedSchool,
  classId: string,
  [firstName, lastName]: [string, string],
  signIn: 'real' | 'token' = 'token',
): Promise<EnrolledStudent> {
  const enrolled = await send(t, school, 'EnrolStudent', {
    firstName,
    lastName,
    dob: '2012-03-04',
    gender: 'female',
    classId,
  });
  const id = String(enrolled.studentId);
  const registrationNumber = String(enrolled.registrationNumber);
  if (signIn === 'token')
    return { id, registrationNumber, token: await tokenAs(t, id, 'STUDENT', school.schoolId) };
  const { code } = await send(t, school, 'IssueStudentSignInCode', { studentId: id });
  const verified = await t.request('/api/auth/verify-code', {
    json: { email: registrationNumber, code },
  });
  const password = 'Student-pass-1';
  await t.request('/api/auth/reset-password', {
    json: { resetToken: verified.body.resetToken, password, confirmPassword: password },
  });
  return { id, registrationNumber, token: await t.login(registrationNumber, password) };
}

/** An exam set by the admin for a named teacher. */
export async function examOf(
  t: TestPlatform,
  school: ApprovedSchool,
  exam: {
    classId: string;
    subjectId: string;
    termId: string;
    teacherId: string;
    examName: string;
    outOf: number;
    weight: number;
    paperNo: number;
    day: number;
  },
): Promise<string> {
  const { day, ...rest } = exam;
  return String(
    (await send(t, school, 'CreateExam', { ...rest, examDate: dayFromToday(day) })).examId,
  );
}
