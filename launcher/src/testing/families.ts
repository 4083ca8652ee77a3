import { randomUUID } from 'node:crypto';
import { Sessions, createTokens } from '@chikoro/platform';
import type { Role } from '@chikoro/contracts';
import type { TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';
import { TEST_JWT_SECRET } from './staff';

/** A signed-in token (with an open session) for a known person id: a parent, a student or a teacher of the tests. */
export async function tokenAs(t: TestPlatform, userId: string, role: Role, schoolId: string): Promise<string> {
  const sessionId = await new Sessions(t.platform.pool).open(userId);
  return createTokens(TEST_JWT_SECRET, 600).sign({ userId, role, schoolId, sessionId }).token;
}

const metadata = (schoolId: string) => ({
  actorId: null, actorRole: 'ADMIN' as const, schoolId, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
});

let counter = 0;

/**
 * A student of a class and level, written as the students module's event (StudentEnrolled, its
 * full shape) with each named parent linked (ParentLinkedToStudent): the students and parents
 * module's own commands are not on this branch yet.
 */
export async function enrolStudent(
  t: TestPlatform, school: ApprovedSchool, placement: { classId: string; levelId: string }, name: [string, string], parentIds: string[] = [],
): Promise<string> {
  counter += 1;
  const studentId = randomUUID();
  const registrationNumber = `TS${String(counter).padStart(5, '0')}`;
  const enrolled = {
    schoolId: school.schoolId, studentId, registrationNumber, ...placement, firstName: name[0], lastName: name[1], dob: '2012-05-04', gender: 'female',
    enrolledAt: new Date().toISOString(),
  };
  await t.platform.store.appendToStream(`student-${studentId}`, [{ type: 'StudentEnrolled', data: enrolled, metadata: metadata(school.schoolId) }], { expectedRevision: 'no_stream' });
  for (const parentId of parentIds) {
    const stream = await t.platform.store.readStream(`parent-${parentId}`);
    const link = { schoolId: school.schoolId, parentId, studentId, studentName: name.join(' '), registrationNumber, linkedAt: new Date().toISOString() };
    await t.platform.store.appendToStream(`parent-${parentId}`, [{ type: 'ParentLinkedToStudent', data: link, metadata: metadata(school.schoolId) }], {
      expectedRevision: stream.at(-1)?.revision ?? 'no_stream',
    });
  }
  return studentId;
}

/** InviteParent as the admin sends it; the parent's id. */
export async function inviteParent(t: TestPlatform, school: ApprovedSchool, details: { phoneNumber: string; firstName: string; lastName: string; email?: string }): Promise<string> {
  const res = await t.request('/api/commands/InviteParent', { json: details, token: school.admin.token });
  if (res.status !== 201) throw new Error(`InviteParent refused: ${JSON.stringify(res.body)}`);
  return res.body.parentId as string;
}
