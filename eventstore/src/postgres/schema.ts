import type pg from 'pg';

/** Channel an append notifies on commit; the payload is the append's last position. */
export const NOTIFY_CHANNEL = 'chikoro_events';

/** Advisory lock keys: one for appends (the single writer), one for migrations. */
export const APPEND_LOCK_KEY = '7209410001';
const MIGRATE_LOCK_KEY = '7209410002';

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
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATE_LOCK_KEY]);
    await client.query(TABLES);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
