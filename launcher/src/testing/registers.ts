import { randomUUID } from 'node:crypto';
import { SAMPLE_GRADING_SCALE, isWeekday } from '@chikoro/contracts';
import { Sessions, createTokens } from '@chikoro/platform';
import { dayFromToday } from './dates';
import { mailedCode, type TestPlatform } from './harness';
import { approvedSchool, type ApprovedSchool } from './schools';
import { TEST_JWT_SECRET, registerTeacher } from './staff';

/** The nearest day at or before/after `offset` days from today that is (or is not) a weekday. */
export function weekdayFromToday(offset: number, step: -1 | 1 = -1, weekday = true): string {
  for (let o = offset; ; o += step) if (isWeekday(dayFromToday(o)) === weekday) return dayFromToday(o);
}

/** A token for this user id and role (a student or a parent whose own sign-in another module makes). */
export async function tokenOf(t: TestPlatform, userId: string, role: 'STUDENT' | 'PARENT', schoolId: string): Promise<string> {
  const sessionId = await new Sessions(t.platform.pool).open(userId);
  return createTokens(TEST_JWT_SECRET, 600).sign({ userId, role, schoolId, sessionId }).token;
}

const metadata = (schoolId: string, at: string) => ({ actorId: null, actorRole: 'ADMIN' as const, schoolId, correlationId: randomUUID(), causationId: null, occurredAt: at, schemaVersion: 1 });

/** The students module's enrolment event, as it writes it. */
export async function enrol(t: TestPlatform, schoolId: string, classId: string, levelId: string, firstName: string, lastName: string): Promise<string> {
  const studentId = randomUUID();
  const at = new Date().toISOString();
  await t.platform.store.appendToStream(`student-${studentId}`, [{
    type: 'StudentEnrolled',
    data: { schoolId, studentId, registrationNumber: `T-${studentId.slice(0, 6)}`, classId, levelId, firstName, lastName, dob: '2012-04-01', gender: 'female', enrolledAt: at },
    metadata: metadata(schoolId, at),
  }], { expectedRevision: 'no_stream' });
  return studentId;
}

/** The parents module's link of a parent to a child, as it writes it. */
export async function linkParent(t: TestPlatform, schoolId: string, parentId: string, studentId: string, studentName: string): Promise<void> {
  const at = new Date().toISOString();
  await t.platform.store.appendToStream(`parent-${parentId}`, [{
    type: 'ParentLinkedToStudent', data: { schoolId, parentId, studentId, studentName, registrationNumber: 'T-1', linkedAt: at }, metadata: metadata(schoolId, at),
  }], { expectedRevision: 'any' });
}

export interface RegisterSchool {
  school: ApprovedSchool;
  termId: string;
  levelId: string;
  classId: string;
  teacher: { teacherId: string; token: string; email: string; password: string };
  students: { id: string; name: string }[];
}

/**
 * A school whose current year and term hold today (a year from 200 days ago to 60 days on, its term
 * from 45 days ago to 30 days on), a class with its class teacher signed in, and its students.
 */
export async function schoolWithClass(t: TestPlatform, superToken: string, className: string, names: [string, string][]): Promise<RegisterSchool> {
  const school = await approvedSchool(t, superToken);
  const send = async (type: string, json: unknown, field: string, token = school.admin.token): Promise<string> => {
    const res = await t.request(`/api/commands/${type}`, { json, token });
    if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
    return res.body[field] as string;
  };
  const yearId = await send('OpenAcademicYear', { name: 'This year', startDate: dayFromToday(-200), endDate: dayFromToday(60) }, 'academicYearId');
  const termId = await send('AddTerm', { academicYearId: yearId, name: 'Term 3', startDate: dayFromToday(-45), endDate: dayFromToday(30) }, 'termId');
  const levelId = await send('DefineLevel', { name: 'Form 1', gradingScale: SAMPLE_GRADING_SCALE }, 'levelId');
  const classId = await send('CreateClass', { levelId, name: className }, 'classId');
  const { details, res } = await registerTeacher(t, school.admin.token, { firstName: 'Grace', lastName: 'Mutasa' });
  if (res.status !== 201) throw new Error(`RegisterTeacher refused: ${JSON.stringify(res.body)}`);
  const teacherId = res.body.teacherId as string;
  await send('AssignClassTeacher', { classId, teacherId }, 'classId');
  const password = 'Teacher-pass-1';
  await t.request('/api/auth/set-password', { json: { email: details.email, code: await mailedCode(t.platform, details.email), password } });
  const token = await t.login(details.email, password);
  const students: RegisterSchool['students'] = [];
  for (const [first, last] of names) students.push({ id: await enrol(t, school.schoolId, classId, levelId, first, last), name: `${first} ${last}` });
  return { school, termId, levelId, classId, teacher: { teacherId, token, email: details.email, password }, students };
}
