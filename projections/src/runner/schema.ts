import type pg from 'pg';
import { liveTable, type Projection } from './projection';

export const CHECKPOINTS = 'projection_checkpoints';

export async function migrateRunner(pool: pg.Pool): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS ${CHECKPOINTS} (name text PRIMARY KEY, position bigint NOT NULL);
    CREATE TABLE IF NOT EXISTS projection_versions (name text PRIMARY KEY, version int NOT NULL);
  `);
}

/** Creates a projection's live tables; answers true when they are new or of an older version. */
export async function ensureLiveTables(pool: pg.Pool, projection: Projection): Promise<boolean> {
  const { rows } = await pool.query<{ version: number }>('SELECT version FROM projection_versions WHERE name = $1', [projection.name]);
  const stored = rows[0]?.version;
  for (const [logical, ddl] of Object.entries(projection.tables)) {
    const exists = await pool.query('SELECT to_regclass($1) AS t', [liveTable(logical)]);
    if (!(exists.rows[0] as { t: string | null }).t) await pool.query(ddl(liveTable(logical)));
  }
  await pool.query(
    `INSERT INTO ${CHECKPOINTS} (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`,
    [projection.name],
  );
  if (stored === undefined) {
    await pool.query('INSERT INTO projection_versions (name, version) VALUES ($1, $2)', [projection.name, projection.version]);
    return false;
  }
  return stored !== projection.version;
}
