import { randomUUID } from 'node:crypto';
import { SAMPLE_GRADING_SCALE, type Role } from '@chikoro/contracts';
import { Sessions, createTokens } from '@chikoro/platform';
import type { TestPlatform } from './harness';
import { approvedSchool, type ApprovedSchool } from './schools';

/** The JWT secret the staff tests start the platform with, so they can hold a STUDENT's or PARENT's token. */
export const TEST_JWT_SECRET = 'staff-tests-jwt-secret-0123456789abcdef';

/** A signed-in token (with an open session) of a role no flow of these modules makes yet (a student, a parent). */
export async function tokenFor(
  t: TestPlatform,
  role: Role,
  schoolId: string | null,
): Promise<string> {
  const userId = randomUUID();
  const sessionId = await new Sessions(t.platform.pool).open(userId);
  return createTokens(TEST_JWT_SECRET, 600).sign({ userId, role, schoolId, sessionId }).token;
}

export interface SchoolRecords {
  yearId: string;
  termId: string;
  levels: { form1: string; form2: string };
  subjects: { maths: string; english: string };
}

/** A school's year 2030 (clear of the years a demo or another test opens) with Term 1, Form 1 and Form 2 on the spec's sample scale, Mathematics and English, made with the set-up commands. */
export async function setUpRecords(
  t: TestPlatform,
  school: ApprovedSchool,
): Promise<SchoolRecords> {
  const send = async (type: string, json: unknown, idField: string): Promise<string> => {
    const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
    if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
    return res.body[idField] as string;
  };
  const yearId = await send(
    'OpenAcademicYear',
    { name: '2030', startDate: '2030-01-14', endDate: '2030-12-06' },
    'academicYearId',
  );
  const termId = await send(
    'AddTerm',
    { academicYearId: yearId, name: 'Term 1', startDate: '2030-01-14', endDate: '2030-04-11' },
    'termId',
  );
  const level = (name: string) =>
    send('DefineLevel', { name, gradingScale: SAMPLE_GRADING_SCALE }, 'levelId');
  const subject = (name: string) => send('AddSubject', { name }, 'subjectId');
  return {
    yearId,
    termId,
    levels: { form1: await level('Form 1'), form2: await level('Form 2') },
    subjects: { maths: await subject('Mathematics'), english: await subject('English') },
  };
}

let teacherCounter = 0;

/** RegisterTeacher as the add-individually form sends it (multipart); a fresh email per call. */
export async function registerTeacher(
  t: TestPlatform,
  token: string,
  fields: Record<string, string> = {},
  photo?: { name: string; bytes: Buffer; type: string },
) {
  teacherCounter += 1;
  const details = {
    firstName: 'Tendai',
    lastName: 'Moyo',
    email: `tendai.moyo.${Date.now()}.${teacherCounter}@example.com`,
    ...fields,
  };
  const body = new FormData();
  for (const [k, v] of Object.entries(details)) body.append(k, v);
  if (photo)
    body.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return { details, res: await t.request('/api/commands/RegisterTeacher', { body, token }) };
}

/** GET once the projections have passed everything written so far (read your writes). */
export async function readNow(t: TestPlatform, path: string, token: string) {
  return t.request(path, {
    token,
    headers: { 'X-Consistent-After': String(await t.platform.store.headPosition()) },
  });
}

/** `?filter=...&range=...` as ra-data-simple-rest builds it. */
export const listQuery = (
  filter: Record<string, unknown> = {},
  sort?: [string, string],
  range: [number, number] = [0, 49],
) =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}`;

/**
 * The ground of a tenancy test: two approved schools, each set up with setUpRecords (school A acts,
 * school B must see none of it), and the superadmin's token.
 */
export async function twoSchools(t: TestPlatform): Promise<{
  superToken: string;
  a: ApprovedSchool;
  b: ApprovedSchool;
  recA: SchoolRecords;
  recB: SchoolRecords;
}> {
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  const a = await approvedSchool(t, superToken);
  const b = await approvedSchool(t, superToken);
  return { superToken, a, b, recA: await setUpRecords(t, a), recB: await setUpRecords(t, b) };
}
