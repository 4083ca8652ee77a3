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
