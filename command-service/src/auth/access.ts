import type pg from 'pg';

/**
 * Opens or closes an account's sign-in. Closing also ends its sessions and every "keep me signed
 * in": tokens already issued stop being honoured once their session's end is seen (within the
 * sessions cache's few seconds), and no new one is issued.
 */
export async function setSignInAccess(
  db: Pick<pg.PoolClient, 'query'>,
  userId: string,
  active: boolean,
): Promise<void> {
  await db.query('UPDATE auth_users SET status = $2 WHERE id = $1', [
    userId,
    active ? 'ACTIVE' : 'INACTIVE',
  ]);
  if (active) return;
  await db.query(
    'UPDATE auth_refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  await db.query(
    'UPDATE auth_sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL',
    [userId],
  );
}
