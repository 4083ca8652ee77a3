import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';

export type CodePurpose = 'SET_PASSWORD' | 'RESET_PASSWORD';
export const MAX_CODE_ATTEMPTS = 5;

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * One-time codes: random, single use, short-lived, a few attempts, and stored only as an HMAC
 * (keyed by the server secret, so a leaked table does not give the six digits away).
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Queryable,
    private readonly secret: string,
  ) {}

  private digest(code: string): string {
    return createHmac('sha256', this.secret).update(code).digest('hex');
  }

  /** Issuing a new code retires the user's earlier codes of the same purpose. */
  async issue(userId: string, purpose: CodePurpose, ttlMinutes: number): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.query(
      'UPDATE auth_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [userId, purpose],
    );
    await this.db.query(
      `INSERT INTO auth_codes (id, user_id, purpose, code_hash, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [randomUUID(), userId, purpose, this.digest(code), ttlMinutes],
    );
    return code;
  }

  /** True once for the right code; every wrong try counts, and the code dies at the limit. */
  async consume(userId: string, purposes: readonly CodePurpose[], code: string): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string; code_hash: string }>(
      `UPDATE auth_codes SET attempts = attempts + 1
       WHERE id = (SELECT id FROM auth_codes WHERE user_id = $1 AND purpose = ANY($2) AND used_at IS NULL
                   AND expires_at > now() AND attempts < $3 ORDER BY created_at DESC LIMIT 1)
       RETURNING id, code_hash`,
      [userId, purposes, MAX_CODE_ATTEMPTS],
    );
    const row = rows[0];
    if (!row) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.digest(code.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) return false;
    await this.db.query('UPDATE auth_codes SET used_at = now() WHERE id = $1', [row.id]);
    return true;
  }
}
