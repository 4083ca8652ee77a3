import type pg from 'pg';
import { normalisePhone } from '@chikoro/contracts';

/** The demo's invited parent: Mabvazuva's admin invites them; a person completes the registration. */
export const demoParent = { phoneNumber: '0712000101', firstName: 'Chipo', lastName: 'Mutasa', email: 'parent@mabvazuva.example' };

/** The invitation goes through the real command, as the admin would send it. */
export async function inviteDemoParent(baseUrl: string, admin: { email: string; password: string }): Promise<void> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Demo data: ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const login = await post('/api/auth/login', { identifier: admin.email, password: admin.password });
  await post('/api/commands/InviteParent', demoParent, String(login.token));
}

/** Whether the demo parent has registered, and otherwise the newest invitation link (it may take a moment to be written). */
export async function demoParentStatus(pool: pg.Pool, waitMs = 5000): Promise<{ registered: true } | { registered: false; link?: string }> {
  const account = await pool.query('SELECT 1 FROM auth_users WHERE phone = $1', [normalisePhone(demoParent.phoneNumber)]);
  if (account.rowCount) return { registered: true };
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await pool.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE to_address = $1 AND body LIKE '%/register?%' ORDER BY id DESC LIMIT 1", [demoParent.email]);
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
export async function registerDemoParent(baseUrl: string, pool: pg.Pool, password: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = await demoParentStatus(pool, 2000);
    if (status.registered) return;
    const invite = status.link ? new URL(status.link).searchParams.get('invite') : null;
    if (invite) {
      const res = await fetch(`${baseUrl}/api/commands/RegisterParent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: demoParent.firstName, middleName: 'Rumbidzai', lastName: demoParent.lastName, phonenumber: demoParent.phoneNumber,
          email: demoParent.email, address: '12 Samora Machel Avenue', country: 'Zimbabwe', province: 'Harare', district: 'Harare Urban',
          password, repeatPassword: password, inviteToken: invite,
        }),
      });
      if (res.ok) return;
      if (Date.now() > deadline) throw new Error(`Demo data: the demo parent could not register: ${res.status} ${await res.text()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The printed parent's note: the schools of their children (the first two approved demo schools). */
export const demoParentNote = (schoolNames: readonly string[]) => `children at ${schoolNames.slice(0, 2).join(' and ')}`;

/** On a restart: the demo's student (the first with a password) and its registered parent, for the printed sign-ins. */
export async function demoPeopleSignIns(pool: pg.Pool, note: string, parentNote = note): Promise<{ role: string; identifier: string; note: string }[]> {
  const found: { role: string; identifier: string; note: string }[] = [];
  const student = await pool.query<{ registration_number: string }>(
    "SELECT registration_number FROM auth_users WHERE role = 'STUDENT' AND password_hash IS NOT NULL ORDER BY created_at LIMIT 1");
  if (student.rows[0]) found.push({ role: 'STUDENT', identifier: student.rows[0].registration_number, note });
  if ((await demoParentStatus(pool, 0)).registered) found.push({ role: 'PARENT', identifier: demoParent.phoneNumber, note: parentNote });
  return found;
}
