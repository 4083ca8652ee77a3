import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { newSecretToken, secretTokenHash } from './secretTokens';

/** "Keep me signed in": long-lived, stored hashed, rotated on use, revoked at logout. */
export class RefreshTokens {
  constructor(private readonly pool: pg.Pool, private readonly ttlDays: number) {}

  async issue(userId: string): Promise<string> {
    const token = newSecretToken();
    await this.pool.query(
      `INSERT INTO auth_refresh_tokens (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
      [randomUUID(), userId, secretTokenHash(token), this.ttlDays],
    );
    return token;
  }

  /** Returns the user id and retires the token (a stolen, already-used token is worthless). */
  async use(token: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ user_id: string }>(
      `UPDATE auth_refresh_tokens SET revoked_at = now()
       WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING user_id`,
      [secretTokenHash(token)],
    );
    return rows[0]?.user_id;
  }

  async revoke(token: string): Promise<void> {
    await this.pool.query('UPDATE auth_refresh_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [secretTokenHash(token)]);
  }

  async revokeAllFor(userId: string): Promise<void> {
    await this.pool.query('UPDATE auth_refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  }
}
