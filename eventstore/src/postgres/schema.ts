import type pg from 'pg';
import { underMigrationLock } from '@chikoro/platform/migrations';

/** Channel an append notifies on commit; the payload is the append's last position. */
export const NOTIFY_CHANNEL = 'chikoro_events';

/** Advisory lock key of appends (the single writer); migrations take the platform's migration lock. */
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
