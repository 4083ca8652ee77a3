import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { newSecretToken, secretTokenHash } from './secretTokens';

/**
 * "Keep me signed in": long-lived, stored hashed, rotated on use, revoked at logout. Each token
 * belongs to a sign-in session; its successors stay in that session.
 */
export class RefreshTokens {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ttlDays: number,
  ) {}

  async issue(userId: string, sessionId: string): Promise<string> {
    const token = newSecretToken();
    await this.pool.query(
      `INSERT INTO auth_refresh_tokens (id, user_id, session_id, token_hash, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
      [randomUUID(), userId, sessionId, secretTokenHash(token), this.ttlDays],
    );
    return token;
  }

  /** Returns the user and the session, and retires the token (a stolen, already-used token is worthless). */
  async use(token: string): Promise<{ userId: string; sessionId: string | null } | undefined> {
    const { rows } = await this.pool.query<{ userId: string; sessionId: string | null }>(
      `UPDATE auth_refresh_tokens SET revoked_at = now()
       WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING user_id AS "userId", session_id AS "sessionId"`,
      [secretTokenHash(token)],
    );
    return rows[0];
  }

  /** Revokes the token; answers its session, if it had one. */
  async revoke(token: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ sessionId: string | null }>(
      'UPDATE auth_refresh_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING session_id AS "sessionId"',
      [secretTokenHash(token)],
    );
    return rows[0]?.sessionId ?? undefined;
  }

  /** Every live token of one session. */
  async revokeSession(sessionId: string): Promise<void> {
    await this.pool.query(
      'UPDATE auth_refresh_tokens SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL',
      [sessionId],
    );
  }

  /** Every live token of the user, but those of the session named in `exceptSession`. */
  async revokeAllFor(userId: string, exceptSession?: string): Promise<void> {
    await this.pool.query(
      'UPDATE auth_refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR session_id IS DISTINCT FROM $2)',
      [userId, exceptSession ?? null],
    );
  }
}
