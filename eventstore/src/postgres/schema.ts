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

/** Creates the store's tables; safe to run again and from several processes at once. */
export async function migrate(pool: pg.Pool): Promise<void> {
  await underMigrationLock(pool, (db) => db.query(TABLES));
}
