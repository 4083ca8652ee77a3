import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

const UNDEFINED_TABLE = '42P01';

/** The table of sign-in sessions; idempotent. The command service creates it, every service reads it. */
export async function migrateSessions(db: Queryable): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS auth_sessions (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS auth_sessions_open ON auth_sessions (user_id) WHERE ended_at IS NULL;
  `);
}

/** How long a "still open" answer is trusted before the table is asked again. */
export const SESSION_CHECK_CACHE_MS = 5_000;

/**
 * Sign-in sessions: every access token names one (its `sid`), and a token is honoured only while
 * its session is open. Ending a session is seen at once by this process (the cache is told) and
 * by other replicas within SESSION_CHECK_CACHE_MS. An ended session never opens again, so that
 * answer is kept for as long as the cache holds it.
 */
export class Sessions {
  private readonly known = new Map<string, { open: boolean; until: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly cacheMs = SESSION_CHECK_CACHE_MS,
    private readonly now: () => number = Date.now,
    private readonly maxCached = 10_000,
  ) {}

  async open(userId: string): Promise<string> {
    const id = randomUUID();
    await this.db.query('INSERT INTO auth_sessions (id, user_id) VALUES ($1, $2)', [id, userId]);
    return id;
  }

  async isOpen(sessionId: string): Promise<boolean> {
    const at = this.now();
    const cached = this.known.get(sessionId);
    if (cached && cached.until > at) return cached.open;
    let open = false;
    try {
      const { rows } = await this.db.query<{ open: boolean }>(
        'SELECT ended_at IS NULL AS open FROM auth_sessions WHERE id = $1',
        [sessionId],
      );
      open = rows[0]?.open === true;
    } catch (error) {
      // No table yet: no session was ever opened, so none is open.
      if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
    }
    this.remember(sessionId, open, open ? at + this.cacheMs : Number.POSITIVE_INFINITY);
    return open;
  }

  /** Whether the session is open as this process knows it now, without asking the table: false when it is not known. */
  knownOpen(sessionId: string): boolean {
    const cached = this.known.get(sessionId);
    return cached !== undefined && cached.open && cached.until > this.now();
  }

  async end(sessionId: string): Promise<void> {
    await this.db.query(
      'UPDATE auth_sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL',
      [sessionId],
    );
    this.remember(sessionId, false, Number.POSITIVE_INFINITY);
  }

  /** Ends every open session of the user, but the one named in `except` (the device changing its password). */
  async endAllFor(userId: string, except?: string): Promise<void> {
    const { rows } = await this.db.query<{ id: string }>(
      'UPDATE auth_sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $2 RETURNING id',
      [userId, except ?? null],
    );
    for (const { id } of rows) this.remember(id, false, Number.POSITIVE_INFINITY);
  }

  private remember(sessionId: string, open: boolean, until: number): void {
    if (this.known.size >= this.maxCached && !this.known.has(sessionId)) this.known.clear();
    this.known.set(sessionId, { open, until });
  }
}

const perDatabase = new WeakMap<Queryable, Sessions>();

/**
 * One Sessions per pool, so services composed in one process share what they know; the first
 * caller's `cacheMs` holds for the pool.
 */
export function sessionsOf(db: Queryable, cacheMs = SESSION_CHECK_CACHE_MS): Sessions {
  let sessions = perDatabase.get(db);
  if (!sessions) perDatabase.set(db, (sessions = new Sessions(db, cacheMs)));
  return sessions;
}
