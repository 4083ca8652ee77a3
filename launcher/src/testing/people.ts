import { randomUUID } from 'node:crypto';
import { hashPassword } from '@chikoro/command-service/auth/passwords';
import type { Role } from '@chikoro/contracts';
import type { TestPlatform } from './harness';

let phones = 0;
/** A fresh Zimbabwean mobile per call (078…), in its local and canonical forms. */
export function newPhone() {
  phones += 1;
  const digits = `${String(Date.now()).slice(-4)}${String(phones).padStart(3, '0')}`;
  return { local: `078${digits}`, canonical: `26378${digits}` };
}

/**
 * A signed-in user of a role whose own module is not under test here (a teacher, a parent):
 * the account row as the accounts reactors write it, with a password.
 */
export async function signedInAs(
  t: TestPlatform,
  role: Role,
  schoolId: string | null,
): Promise<string> {
  const id = randomUUID();
  const email = `${role.toLowerCase()}-${id}@people.test`;
  await t.platform.pool.query(
    `INSERT INTO auth_users (id, role, school_id, first_name, last_name, email, password_hash) VALUES ($1, $2, $3, 'Test', $4, $5, $6)`,
    [id, role, schoolId, role, email, await hashPassword('People-password-1')],
  );
  return t.login(email, 'People-password-1');
}

/** Reads a list as react-admin does, after the given position (read your writes). */
export async function list(
  t: TestPlatform,
  resource: string,
  token: string,
  query: { filter?: unknown; sort?: unknown; range?: unknown } = {},
  after?: number,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, JSON.stringify(value));
  const headers: Record<string, string> =
    after === undefined ? {} : { 'X-Consistent-After': String(after) };
  return t.request(`/api/${resource}?${params.toString()}`, { token, headers });
}

/**
 * Sends a command that must be refused: the status, the problem+json detail, and no event
 * appended by a command meanwhile (reactors' events, which name their cause, may still arrive).
 */
export async function refused(
  t: TestPlatform,
  send: () => Promise<{ status: number; body: any; headers: Headers }>,
  status: number,
  detail?: string,
) {
  const head = await t.platform.store.headPosition();
  const res = await send();
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  if (!/problem\+json/.test(res.headers.get('content-type') ?? ''))
    throw new Error(`not a problem: ${res.headers.get('content-type')}`);
  if (detail !== undefined && res.body.detail !== detail)
    throw new Error(`expected detail '${detail}', got '${res.body.detail}'`);
  const { rows } = await t.platform.pool.query(
    "SELECT type FROM es_events WHERE position > $1 AND metadata->>'causationId' IS NULL",
    [head],
  );
  if (rows.length) throw new Error(`appended ${rows.map((r) => r.type).join(', ')}`);
  return res;
}
