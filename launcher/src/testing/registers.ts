import { SAMPLE_GRADING_SCALE, isWeekday } from '@chikoro/contracts';
import { Sessions, createTokens } from '@chikoro/platform';
import { dayFromToday } from './dates';
import { mailedCode, type TestPlatform } from './harness';
import { approvedSchool, type ApprovedSchool } from './schools';
import { TEST_JWT_SECRET, registerTeacher } from './staff';

/** The nearest day at or before/after `offset` days from today that is (or is not) a weekday. */
export function weekdayFromToday(offset: number, step: -1 | 1 = -1, weekday = true): string {
  for (let o = offset; ; o += step)
    if (isWeekday(dayFromToday(o)) === weekday) return dayFromToday(o);
}

/** A token for this user id and role (a student or a parent whose own sign-in another module makes). */
export async function tokenOf(
  t: TestPlatform,
  userId: string,
  role: 'STUDENT' | 'PARENT',
  schoolId: string,
): Promise<string> {
  const sessionId = await new Sessions(t.platform.pool).open(userId);
  return createTokens(TEST_JWT_SECRET, 600).sign({ userId, role, schoolId, sessionId }).token;
}

async function command(
  t: TestPlatform,
  school: ApprovedSchool,
  type: string,
  json: unknown,
): Promise<Record<string, unknown>> {
  const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** A student enrolled in the class by the school admin (EnrolStudent). */
export async function enrol(
  t: TestPlatform,
  school: ApprovedSchool,
  classId: string,
  firstName: string,
  lastName: string,
): Promise<string> {
  return String(
    (
      await command(t, school, 'EnrolStudent', {
        firstName,
        lastName,
        dob: '2012-04-01',
        gender: 'female',
        classId,
      })
    ).studentId,
  );
}

/** A student made Inactive by the school admin (ChangeStudentStatus). */
export async function makeInactive(
  t: TestPlatform,
  school: ApprovedSchool,
  studentId: string,
): Promise<void> {
  await command(t, school, 'ChangeStudentStatus', { studentId, status: 'Inactive' });
}

/** A parent invited by the school admin and linked to the child (InviteParent, LinkParentToStudent): the parent's id. */
export async function parentOf(
  t: TestPlatform,
  school: ApprovedSchool,
  studentId: string,
  phoneNumber: string,
): Promise<string> {
  const parentId = String(
    (
      await command(t, school, 'InviteParent', {
        phoneNumber,
        firstName: 'Tsitsi',
        lastName: 'Moyo',
      })
    ).parentId,
  );
  await command(t, school, 'LinkParentToStudent', { parentId, studentId });
  return parentId;
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
export async function schoolWithClass(
  t: TestPlatform,
  superToken: string,
  className: string,
  names: [string, string][],
): Promise<RegisterSchool> {
  const school = await approvedSchool(t, superToken);
  const send = async (
    type: string,
    json: unknown,
    field: string,
    token = school.admin.token,
  ): Promise<string> => {
    const res = await t.request(`/api/commands/${type}`, { json, token });
    if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
    return res.body[field] as string;
  };
  const yearId = await send(
    'OpenAcademicYear',
    { name: 'This year', startDate: dayFromToday(-200), endDate: dayFromToday(60) },
    'academicYearId',
  );
  const termId = await send(
    'AddTerm',
    {
      academicYearId: yearId,
      name: 'Term 3',
      startDate: dayFromToday(-45),
      endDate: dayFromToday(30),
    },
    'termId',
  );
  const levelId = await send(
    'DefineLevel',
    { name: 'Form 1', gradingScale: SAMPLE_GRADING_SCALE },
    'levelId',
  );
  const classId = await send('CreateClass', { levelId, name: className }, 'classId');
  const { details, res } = await registerTeacher(t, school.admin.token, {
    firstName: 'Grace',
    lastName: 'Mutasa',
  });
  if (res.status !== 201) throw new Error(`RegisterTeacher refused: ${JSON.stringify(res.body)}`);
  const teacherId = res.body.teacherId as string;
  await send('AssignClassTeacher', { classId, teacherId }, 'classId');
  const password = 'Teacher-pass-1';
  await t.request('/api/auth/set-password', {
    json: { email: details.email, code: await mailedCode(t.platform, details.email), password },
  });
  const token = await t.login(details.email, password);
  const students: RegisterSchool['students'] = [];
  for (const [first, last] of names)
    students.push({ id: await enrol(t, school, classId, first, last), name: `${first} ${last}` });
  return {
    school,
    termId,
    levelId,
    classId,
    teacher: { teacherId, token, email: details.email, password },
    students,
  };
}
