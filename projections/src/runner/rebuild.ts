import type pg from 'pg';
import type { EventStore } from '@chikoro/eventstore';
import { applyBatch, liveTable, rebuildTable, tablesOf, type Projection } from './projection';
import { CHECKPOINTS } from './schema';

/** Applies every event after `after` to the fresh tables; with `ownTransactions`, one commit per batch. */
async function replay(store: EventStore, projection: Projection, db: Pick<pg.PoolClient, 'query'>, after: number, batchSize: number, ownTransactions: boolean): Promise<number> {
  const tables = tablesOf(projection, rebuildTable);
  let position = after;
  for (;;) {
    const events = await store.readAll({ after: position, limit: batchSize });
    if (events.length === 0) return position;
    if (ownTransactions) await db.query('BEGIN');
    await applyBatch(projection, events, { db, tables });
    if (ownTransactions) await db.query('COMMIT');
    position = events.at(-1)!.position;
  }
}

/**
 * Fills fresh tables from position 0 while the live ones keep answering, then swaps them in.
 * The swap transaction holds the checkpoint row, so the live runner pauses, and renames the
 * tables: readers wait a moment, never see an empty or half-built read model.
 */
export async function rebuildProjection(store: EventStore, pool: pg.Pool, projection: Projection, batchSize = 1000): Promise<number> {
  const fresh = tablesOf(projection, rebuildTable);
  for (const [logical, ddl] of Object.entries(projection.tables)) {
    await pool.query(`DROP TABLE IF EXISTS ${rebuildTable(logical)}`);
    await pool.query(ddl(rebuildTable(logical)));
  }
  const client = await pool.connect();
  try {
    const caughtUp = await replay(store, projection, client, 0, batchSize, true);
    await client.query('BEGIN');
    await client.query(`SELECT position FROM ${CHECKPOINTS} WHERE name = $1 FOR UPDATE`, [projection.name]);
    const final = await replay(store, projection, client, caughtUp, batchSize, false);
    for (const logical of Object.keys(fresh)) {
      await client.query(`DROP TABLE IF EXISTS ${liveTable(logical)}__old`);
      await client.query(`ALTER TABLE IF EXISTS ${liveTable(logical)} RENAME TO ${liveTable(logical)}__old`);
      await client.query(`ALTER TABLE ${rebuildTable(logical)} RENAME TO ${liveTable(logical)}`);
      await client.query(`DROP TABLE IF EXISTS ${liveTable(logical)}__old`);
    }
    await client.query(
      `INSERT INTO ${CHECKPOINTS} (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
      [projection.name, final],
    );
    await client.query(
      'INSERT INTO projection_versions (name, version) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version',
      [projection.name, projection.version],
    );
    await client.query('COMMIT');
    return final;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
