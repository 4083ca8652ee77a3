import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { newSecretToken, secretTokenHash } from '../auth/secretTokens';

type Queryable = Pick<pg.Pool, 'query'>;

export const INVITE_DAYS = 14;

/** The table behind invitation tokens; idempotent; replicas take turns. */
export async function migrateParentInvites(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS parent_invites (
      id uuid PRIMARY KEY,
      parent_id uuid NOT NULL,
      school_id uuid NOT NULL,
      phone text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS parent_invites_parent ON parent_invites (parent_id);
  `);
}

export interface Invite {
  id: string;
  parentId: string;
  schoolId: string;
  phone: string;
  used: boolean;
}

/**
 * Invitation tokens: random, stored only as a hash, single use, valid for 14 days. They are the
 * registration's "separate bearer token": whoever holds the link may register that phone, once.
 */
export class ParentInvites {
  constructor(private readonly db: Queryable) {}

  /** A new invitation retires the parent's earlier unused ones: only the newest link works. */
  async issue(
    invite: { parentId: string; schoolId: string; phone: string },
    days = INVITE_DAYS,
  ): Promise<string> {
    const token = newSecretToken();
    await this.db.query(
      'UPDATE parent_invites SET used_at = now() WHERE parent_id = $1 AND used_at IS NULL',
      [invite.parentId],
    );
    await this.db.query(
      `INSERT INTO parent_invites (id, parent_id, school_id, phone, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
      [randomUUID(), invite.parentId, invite.schoolId, invite.phone, secretTokenHash(token), days],
    );
    return token;
  }

  /** The unexpired invitation behind a token, used or not (a used one may finish an interrupted registration). */
  async find(token: string): Promise<Invite | undefined> {
    const { rows } = await this.db.query<Invite>(
      `SELECT id, parent_id AS "parentId", school_id AS "schoolId", phone, used_at IS NOT NULL AS used
       FROM parent_invites WHERE token_hash = $1 AND expires_at > now()`,
      [secretTokenHash(token)],
    );
    return rows[0];
  }

  /** True for the one caller that spends it. */
  async spend(id: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE parent_invites SET used_at = now() WHERE id = $1 AND used_at IS NULL',
      [id],
    );
    return (rowCount ?? 0) > 0;
  }
}
