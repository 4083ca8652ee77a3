import { Sessions, createTokens } from '@chikoro/platform';
import type { Role } from '@chikoro/contracts';
import type { TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';
import { TEST_JWT_SECRET } from './staff';

/** A signed-in token (with an open session) for a known person id: a parent, a student or a teacher of the tests. */
export async function tokenAs(
  t: TestPlatform,
  userId: string,
  role: Role,
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

/** A student enrolled in a class (EnrolStudent; the level is the class's), each named parent linked (LinkParentToStudent). */
export async function enrolStudent(
  t: TestPlatform,
  school: ApprovedSchool,
  classId: string,
  name: [string, string],
  parentIds: string[] = [],
): Promise<string> {
  const studentId = String(
    (
      await command(t, school, 'EnrolStudent', {
        firstName: name[0],
        lastName: name[1],
        dob: '2012-05-04',
        gender: 'female',
        classId,
      })
    ).studentId,
  );
  for (const parentId of parentIds)
    await command(t, school, 'LinkParentToStudent', { parentId, studentId });
  return studentId;
}

/** InviteParent as the admin sends it; the parent's id. */
export async function inviteParent(
  t: TestPlatform,
  school: ApprovedSchool,
  details: { phoneNumber: string; firstName: string; lastName: string; email?: string },
): Promise<string> {
  return String((await command(t, school, 'InviteParent', details)).parentId);
}

/** LinkParentToStudent as the admin sends it. */
export async function linkParent(
  t: TestPlatform,
  school: ApprovedSchool,
  parentId: string,
  studentId: string,
): Promise<void> {
  await command(t, school, 'LinkParentToStudent', { parentId, studentId });
}
