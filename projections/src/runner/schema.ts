import type pg from 'pg';
import { underMigrationLock } from '@chikoro/platform/migrations';
import { liveTable, type Projection } from './projection';

export const CHECKPOINTS = 'projection_checkpoints';
/** Whether each projection runs, or stopped at an event it could not apply (and which, and why). */
export const STATUS = 'projection_status';
/**
 * Events of one school that a projection set aside: the first one it could not apply (with the
 * error) and each later one of that school, held behind it so the school's rows stay in order.
 */
export const SET_ASIDE = 'projection_set_aside';

/** The runner's own tables; under the migration lock, so runners starting together take turns. */
export async function migrateRunner(pool: pg.Pool): Promise<void> {
  await underMigrationLock(pool, (db) =>
    db.query(`
    CREATE TABLE IF NOT EXISTS ${CHECKPOINTS} (name text PRIMARY KEY, position bigint NOT NULL);
    CREATE TABLE IF NOT EXISTS projection_versions (name text PRIMARY KEY, version int NOT NULL);
    CREATE TABLE IF NOT EXISTS ${STATUS} (
      name text PRIMARY KEY,
      status text NOT NULL,
      event_id uuid,
      event_type text,
      position bigint,
      error text,
      changed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS projection_skips (
      name text NOT NULL,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      position bigint NOT NULL,
      error text,
      skipped_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (name, position)
    );
    CREATE TABLE IF NOT EXISTS ${SET_ASIDE} (
      name text NOT NULL,
      position bigint NOT NULL,
      school_id uuid NOT NULL,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      error text,
      set_aside_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (name, position)
    );
  `),
  );
}

/**
 * Creates a projection's live tables, under the migration lock; answers true when they are of an
 * older version (a rebuild is due).
 */
export async function ensureLiveTables(pool: pg.Pool, projection: Projection): Promise<boolean> {
  return underMigrationLock(pool, async (db) => {
    const { rows } = await db.query<{ version: number }>(
      'SELECT version FROM projection_versions WHERE name = $1',
      [projection.name],
    );
    const stored = rows[0]?.version;
    for (const [logical, ddl] of Object.entries(projection.tables)) {
      const exists = await db.query('SELECT to_regclass($1) AS t', [liveTable(logical)]);
      if (!(exists.rows[0] as { t: string | null }).t) await db.query(ddl(liveTable(logical)));
    }
    await db.query(
      `INSERT INTO ${CHECKPOINTS} (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`,
      [projection.name],
    );
    if (stored === undefined) {
      await db.query('INSERT INTO projection_versions (name, version) VALUES ($1, $2)', [
        projection.name,
        projection.version,
      ]);
      return false;
    }
    return stored !== projection.version;
  });
}

/** True while the stored version differs from the projection's (read again after waiting for a rebuild lock). */
export async function isStale(
  db: Pick<pg.Pool, 'query'>,
  projection: Projection,
): Promise<boolean> {
  const { rows } = await db.query<{ version: number }>(
    'SELECT version FROM projection_versions WHERE name = $1',
    [projection.name],
  );
  return rows[0]?.version !== projection.version;
}
