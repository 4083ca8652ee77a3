import type pg from 'pg';
import { addDays, isWeekday, normalisePhone, type ReportCardRow } from '@chikoro/contracts';
import { demoApi, type DemoApi } from './classes';

interface DemoParent {
  phoneNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  address: string;
}

/** The demo's invited parent: Mabvazuva's admin invites them; a person completes the registration. */
export const demoParent: DemoParent = {
  phoneNumber: '0712000101',
  firstName: 'Chipo',
  middleName: 'Rumbidzai',
  lastName: 'Mutasa',
  email: 'parent@mabvazuva.example',
  address: '12 Samora Machel Avenue',
};
/** Another parent of the published class, who registers and acknowledges their child's card (the demo parent's is left to try). */
export const acknowledgingParent: DemoParent = {
  phoneNumber: '0712000102',
  firstName: 'Tatenda',
  middleName: 'Blessing',
  lastName: 'Ncube',
  email: 'tatenda.ncube@mabvazuva.example',
  address: '4 Fife Avenue',
};
const invited = ({ phoneNumber, firstName, lastName, email }: DemoParent) => ({
  phoneNumber,
  firstName,
  lastName,
  email,
});

/** The invitation goes through the real command, as the admin would send it. */
export async function inviteDemoParent(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<void> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Demo data: ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const login = await post('/api/auth/login', {
    identifier: admin.email,
    password: admin.password,
  });
  await post('/api/commands/InviteParent', invited(demoParent), String(login.token));
}

/** Whether a demo parent has registered, and otherwise the newest invitation link (it may take a moment to be written). */
export async function demoParentStatus(
  pool: pg.Pool,
  waitMs = 5000,
  parent = demoParent,
): Promise<{ registered: true } | { registered: false; link?: string }> {
  const account = await pool.query('SELECT 1 FROM auth_users WHERE phone = $1', [
    normalisePhone(parent.phoneNumber),
  ]);
  if (account.rowCount) return { registered: true };
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await pool.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE to_address = $1 AND body LIKE '%/register?%' ORDER BY id DESC LIMIT 1",
      [parent.email],
    );
    const link = rows[0] && /(https?:\/\/\S+\/register\?\S+)/.exec(rows[0].body)?.[1];
    if (link || Date.now() > deadline) return { registered: false, link };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The demo parent registers with the newest invitation, as a parent would from the link. An
 * invitation made moments earlier (by a child's enrolment) is retired by the newer one, so an
 * older link met first is simply passed over for the next.
 */
export async function registerDemoParent(
  baseUrl: string,
  pool: pg.Pool,
  password: string,
  parent = demoParent,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = await demoParentStatus(pool, 2000, parent);
    if (status.registered) return;
    const invite = status.link ? new URL(status.link).searchParams.get('invite') : null;
    if (invite) {
      const res = await fetch(`${baseUrl}/api/commands/RegisterParent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: parent.firstName,
          middleName: parent.middleName,
          lastName: parent.lastName,
          phonenumber: parent.phoneNumber,
          email: parent.email,
          address: parent.address,
          country: 'Zimbabwe',
          province: 'Harare',
          district: 'Harare Urban',
          password,
          repeatPassword: password,
          inviteToken: invite,
        }),
      });
      if (res.ok) return;
      if (Date.now() > deadline)
        throw new Error(
          `Demo data: ${parent.firstName} ${parent.lastName} could not register: ${res.status} ${await res.text()}`,
        );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The printed parent's note: the schools of their children (the first two approved demo schools). */
export const demoParentNote = (schoolNames: readonly string[]) =>
  `children at ${schoolNames.slice(0, 2).join(' and ')}`;

/** On a restart: the demo's student (the first with a password) and its registered parent, for the printed sign-ins. */
export async function demoPeopleSignIns(
  pool: pg.Pool,
  note: string,
  parentNote = note,
): Promise<{ role: string; identifier: string; note: string }[]> {
  const found: { role: string; identifier: string; note: string }[] = [];
  const student = await pool.query<{ registration_number: string }>(
    "SELECT registration_number FROM auth_users WHERE role = 'STUDENT' AND password_hash IS NOT NULL ORDER BY created_at LIMIT 1",
  );
  if (student.rows[0])
    found.push({ role: 'STUDENT', identifier: student.rows[0].registration_number, note });
  if ((await demoParentStatus(pool, 0)).registered)
    found.push({ role: 'PARENT', identifier: demoParent.phoneNumber, note: parentNote });
  return found;
}

/** Today when it is a weekday, else the next weekday. */
export function nextSchoolDay(today: string): string {
  for (let day = today; ; day = addDays(day, 1)) if (isWeekday(day)) return day;
}

/**
 * A second parent of the published class, named by the school's admin and linked to a child who is
 * not the demo parent's, registers from the mailed link, acknowledges the child's card with
 * AcknowledgeReportCard (the admin's Report Cards show an acknowledgement at first sight) and
 * reports the child absent for the next school day with ReportAbsence, so that register opens with
 * the child marked Absent and the family's reason (when that day is in the current term).
 */
export async function seedDemoAcknowledgement(
  baseUrl: string,
  pool: pg.Pool,
  admin: DemoApi,
  classId: string,
  password: string,
  today: string,
): Promise<void> {
  const chipo = await admin.list<{ students: { id: string }[] }>('parents', {
    q: demoParent.phoneNumber.slice(-9),
  });
  const hers = new Set(chipo.flatMap((p) => p.students.map((s) => s.id)));
  const cards = await admin.list<ReportCardRow>('report-cards', { classId, superseded: false });
  const card = cards.find((c) => !hers.has(c.studentId));
  if (!card) return;
  const { parentId } = await admin.send('InviteParent', invited(acknowledgingParent));
  await admin.send('LinkParentToStudent', { parentId, studentId: card.studentId });
  await registerDemoParent(baseUrl, pool, password, acknowledgingParent);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: acknowledgingParent.phoneNumber, password }),
  });
  if (!login.ok)
    throw new Error(
      `Demo data: ${acknowledgingParent.firstName} could not sign in: ${login.status} ${await login.text()}`,
    );
  const parent = demoApi(baseUrl, String(((await login.json()) as { token: string }).token));
  await parent.send('AcknowledgeReportCard', {
    classId: card.classId,
    termId: card.termId,
    reportCardId: card.id,
  });
  const day = nextSchoolDay(today);
  const [term] = await admin.list<{ startDate: string; endDate: string }>('terms', {
    current: true,
  });
  if (term && term.startDate <= day && day <= term.endDate) {
    await parent.send('ReportAbsence', {
      studentId: card.studentId,
      date: day,
      reason: 'Clinic appointment in Harare; back the day after',
    });
  }
}
