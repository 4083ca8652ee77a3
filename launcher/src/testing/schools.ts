import type { SchoolEnrolmentInput } from '@chikoro/contracts';
import { enrolmentDetails, enrolmentForm } from './fixtures';
import { mailedCode, type TestPlatform } from './harness';

export interface ApprovedSchool {
  schoolId: string;
  /** The admin's sign-in. */
  admin: { email: string; password: string; token: string };
}

/**
 * A school enrolled, approved by the superadmin and its admin signed in: what every school-side
 * test starts from. Each call makes a new school with its own admin email and phone; with a logo,
 * the enrolment is sent as the form sends it (multipart).
 */
export async function approvedSchool(
  t: TestPlatform,
  superToken: string,
  overrides: SchoolEnrolmentInput = {},
  logo?: { name: string; bytes: Buffer; type: string },
): Promise<ApprovedSchool> {
  const details = enrolmentDetails(overrides);
  const enrolled = logo
    ? await t.request('/api/commands/EnrolSchool', {
        body: enrolmentForm(details, [{ field: 'logo', ...logo }]),
      })
    : await t.request('/api/commands/EnrolSchool', { json: details });
  if (enrolled.status !== 201)
    throw new Error(`enrolment refused: ${JSON.stringify(enrolled.body)}`);
  const schoolId = enrolled.body.schoolId as string;
  const approved = await t.request('/api/commands/ApproveSchool', {
    json: { schoolId },
    token: superToken,
  });
  if (approved.status !== 201)
    throw new Error(`approval refused: ${JSON.stringify(approved.body)}`);
  const email = String(details.adminEmail).toLowerCase();
  const password = 'Admin-password-1';
  const set = await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password },
  });
  if (set.status !== 200) throw new Error(`set-password refused: ${JSON.stringify(set.body)}`);
  return { schoolId, admin: { email, password, token: await t.login(email, password) } };
}
