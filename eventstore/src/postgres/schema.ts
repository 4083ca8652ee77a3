import type pg from 'pg';
import { underMigrationLock } from '@chikoro/platform/migrations';

/** Channel a batch of appends notifies once, on commit; the payload is the batch's last position. */
export const NOTIFY_CHANNEL = 'chikoro_events';

/**
 * Advisory lock key of appends: each batch of appends holds it from before its read of the log's
 * head until its commit, in every process; migrations take the platform's migration lock.
 */
export const APPEND_LOCK_KEY = '7209410001';

const TABLES = `
  CREATE TABLE IF NOT EXISTS es_events (
    position bigint PRIMARY KEY,
    id uuid NOT NULL UNIQUE,
    stream_id text NOT NULL,
    revision int NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT es_events_stream_revision UNIQUE (stream_id, revision)
  );
  -- No longer written: a stream's revision is read from es_events (stream_id, revision). Kept for older databases.
  CREATE TABLE IF NOT EXISTS es_streams (
    stream_id text PRIMARY KEY,
    revision int NOT NULL
  );
  CREATE TABLE IF NOT EXISTS es_idempotency (
    key text PRIMARY KEY,
    result jsonb NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now()
  );
`;

/**
 * The school an event concerns, as SQL over es_events: its metadata's school, else the school its
 * data names (a school's enrolment, approval or correction, recorded by the platform). NULL for
 * platform events that concern no school.
 */
export const EVENT_SCHOOL = "coalesce(metadata->>'schoolId', data->>'schoolId')";

/**
 * The log indexed by school, in log order within each school: a school's events are read in time
 * proportional to their number. Made on a database that has none yet (its rows indexed then).
 */
const SCHOOL_INDEX = `CREATE INDEX IF NOT EXISTS es_events_school ON es_events ((${EVENT_SCHOOL}), position)`;

/** Creates the store's tables; safe to run again and from several processes at once. */
export async function migrate(pool: pg.Pool): Promise<void> {
  await underMigrationLock(pool, async (db) => {
    await db.query(TABLES);
    await db.query(SCHOOL_INDEX);
  });
}
