import type pg from 'pg';
import {
  ConflictError,
  ForbiddenError,
  parentInvitationMessages as m,
  type ParentRegistrationDetails,
} from '@chikoro/contracts';
import { ParentInvites, type Invite } from './invites';

export interface ParentAccount {
  parentId: string;
  schoolId: string;
  details: ParentRegistrationDetails;
  passwordHash: string;
}

const UNIQUE_VIOLATION = '23505';

/** Who else signs in with this email or phone, if anyone. */
async function takenBy(
  client: pg.PoolClient,
  account: ParentAccount,
): Promise<'email' | 'phone' | undefined> {
  const { rows } = await client.query<{ email: string | null; phone: string | null }>(
    'SELECT email, phone FROM auth_users WHERE id <> $1 AND (email = $2 OR phone = $3) LIMIT 1',
    [account.parentId, account.details.email, account.details.phonenumber],
  );
  const row = rows[0];
  if (!row) return undefined;
  return row.email === account.details.email ? 'email' : 'phone';
}

/**
 * Spends the invitation and writes the parent's sign-in (role PARENT, the invitation's school) in
 * one transaction, before the registration is appended. The account's id is the parent's id, so
 * a retry after an interrupted registration meets the same row and updates it: one account, ever.
 */
export async function openParentAccount(
  pool: pg.Pool,
  invite: Invite,
  account: ParentAccount,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const taken = await takenBy(client, account);
    if (taken === 'email') throw new ConflictError(m.emailTaken(account.details.email));
    if (taken === 'phone') throw new ConflictError(m.phoneTaken(account.details.phonenumber));
    const spent = await new ParentInvites(client).spend(invite.id);
    if (!spent && !invite.used) throw new ForbiddenError(m.inviteInvalid);
    const { details } = account;
    await client.query(
      `INSERT INTO auth_users (id, role, school_id, first_name, last_name, email, phone, password_hash)
       VALUES ($1, 'PARENT', $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = EXCLUDED.email, password_hash = EXCLUDED.password_hash`,
      [
        account.parentId,
        account.schoolId,
        details.firstName,
        details.lastName,
        details.email,
        details.phonenumber,
        account.passwordHash,
      ],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new ConflictError(m.emailTaken(account.details.email));
    throw error;
  } finally {
    client.release();
  }
}

/** Whether an account already exists for this parent (an interrupted registration left it behind). */
export async function parentAccountExists(pool: pg.Pool, parentId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    "SELECT 1 FROM auth_users WHERE id = $1 AND role = 'PARENT'",
    [parentId],
  );
  return (rowCount ?? 0) > 0;
}
