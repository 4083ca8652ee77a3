import type pg from 'pg';

/** The advisory lock every schema change takes (the event store's own migrations use it too). */
export const MIGRATION_LOCK_KEY = '7209410002';

/**
 * Runs `work` in one transaction holding the migration lock: replicas or runners starting on a
 * fresh database at the same moment take turns, and the later one finds the tables made.
 */
export async function underMigrationLock<T>(
  pool: pg.Pool,
  work: (db: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
