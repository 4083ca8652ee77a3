import type pg from 'pg';

/**
 * Opens or closes an account's sign-in. Closing also ends every "keep me signed in", so a
 * closed account gets no new access token; one already issued lives out its short life.
 */
export async function setSignInAccess(db: Pick<pg.PoolClient, 'query'>, userId: string, active: boolean): Promise<void> {
  await db.query('UPDATE auth_users SET status = $2 WHERE id = $1', [userId, active ? 'ACTIVE' : 'INACTIVE']);
  if (!active) await db.query('UPDATE auth_refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
