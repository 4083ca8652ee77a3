import { enrolStudent, inviteParent } from './families';
import { mailedCode, type TestPlatform } from './harness';
import { newPhone } from './people';
import type { ApprovedSchool } from './schools';
import { registerTeacher } from './staff';

/** A member of a school who signs in for real: their id, how they sign in, the password and a token. */
export interface Member {
  id: string;
  identifier: string;
  password: string;
  token: string;
}

async function post(
  t: TestPlatform,
  path: string,
  json: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await t.request(path, { json, token });
  if (res.status >= 300)
    throw new Error(`${path} refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** A teacher registered by the admin (RegisterTeacher) who sets a password with the mailed code, as a new teacher does. */
export async function teacherWithPassword(
  t: TestPlatform,
  school: ApprovedSchool,
  fields: Record<string, string>,
  password = 'Teacher-pass-1',
): Promise<Member> {
  const { details, res } = await registerTeacher(t, school.admin.token, fields);
  if (res.status !== 201) throw new Error(`RegisterTeacher refused: ${JSON.stringify(res.body)}`);
  const email = details.email.toLowerCase();
  await post(t, '/api/auth/set-password', {
    email,
    code: await mailedCode(t.platform, email),
    password,
  });
  return {
    id: String(res.body.teacherId),
    identifier: email,
    password,
    token: await t.login(email, password),
  };
}

/** A student enrolled by the admin who sets a password with the printed sign-in code, and signs in with the registration number. */
export async function studentWithPassword(
  t: TestPlatform,
  school: ApprovedSchool,
  classId: string,
  name: [string, string],
  password = 'Student-pass-1',
): Promise<Member> {
  const id = await enrolStudent(t, school, classId, name);
  const issued = await post(
    t,
    '/api/commands/IssueStudentSignInCode',
    { studentId: id },
    school.admin.token,
  );
  const registrationNumber = String(issued.registrationNumber);
  const { resetToken } = await post(t, '/api/auth/verify-code', {
    email: registrationNumber,
    code: issued.code,
  });
  await post(t, '/api/auth/reset-password', { resetToken, password, confirmPassword: password });
  return {
    id,
    identifier: registrationNumber,
    password,
    token: await t.login(registrationNumber, password),
  };
}

/** The newest registration link sent to an address (an SMS to the phone, or a mail). */
async function invitationTo(t: TestPlatform, address: string): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await t.platform.pool.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE to_address = $1 AND body LIKE '%/register?%' ORDER BY id DESC LIMIT 1",
      [address],
    );
    const link = rows[0] && /(https?:\/\/\S+\/register\?\S+?)(?=[\s)]|$)/.exec(rows[0].body)?.[1];
    if (link) return new URL(link).searchParams.get('invite')!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no invitation reached ${address}`);
}

/** A parent invited by the admin (InviteParent, by SMS) who registers with the link and signs in with the phone. */
export async function parentWithPassword(
  t: TestPlatform,
  school: ApprovedSchool,
  name: [string, string],
  password = 'Parent-pass-1',
): Promise<Member & { phone: string }> {
  const phone = newPhone();
  const id = await inviteParent(t, school, {
    phoneNumber: phone.local,
    firstName: name[0],
    lastName: name[1],
  });
  const inviteToken = await invitationTo(t, phone.canonical);
  await post(t, '/api/commands/RegisterParent', {
    firstName: name[0],
    middleName: 'Rumbidzai',
    lastName: name[1],
    phonenumber: phone.local,
    whatsappNumber: '',
    email: `parent${phone.canonical}@family.test`,
    address: '14 Jason Moyo Avenue',
    country: 'Zimbabwe',
    province: 'Harare',
    district: 'Harare Urban',
    password,
    repeatPassword: password,
    inviteToken,
  });
  return {
    id,
    identifier: phone.local,
    phone: phone.canonical,
    password,
    token: await t.login(phone.local, password),
  };
}
