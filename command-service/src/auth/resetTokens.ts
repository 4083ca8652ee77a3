import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { underMigrationLock } from '@chikoro/platform';
import { newSecretToken, secretTokenHash } from './secretTokens';

type Queryable = Pick<pg.Pool, 'query'>;

export const RESET_TOKEN_MINUTES = 15;

/** The table behind reset tokens; idempotent; replicas take turns. */
export async function migrateResetTokens(pool: pg.Pool): Promise<void> {
  await underMigrationLock(pool, (db) =>
    db.query(`
    CREATE TABLE IF NOT EXISTS auth_reset_tokens (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES auth_users(id),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS auth_reset_tokens_user ON auth_reset_tokens (user_id);
  `),
  );
}

/**
 * What a verified one-time code is exchanged for: a random token, stored only as a hash, good for
 * one password change within a few minutes. The code itself is spent by the exchange.
 */
export class ResetTokens {
  constructor(
    private readonly db: Queryable,
    private readonly ttlMinutes = RESET_TOKEN_MINUTES,
  ) {}

  /** A new token retires the user's earlier unused ones. */
  async issue(userId: string): Promise<{ token: string; expiresIn: number }> {
    const token = newSecretToken();
    await this.db.query(
      'UPDATE auth_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    await this.db.query(
      `INSERT INTO auth_reset_tokens (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [randomUUID(), userId, secretTokenHash(token), this.ttlMinutes],
    );
    return { token, expiresIn: this.ttlMinutes * 60 };
  }

  /** The user id once, for a live token; one UPDATE, so two racing requests cannot both win. */
  async consume(token: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ user_id: string }>(
      `UPDATE auth_reset_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [secretTokenHash(token)],
    );
    return rows[0]?.user_id;
  }
}
