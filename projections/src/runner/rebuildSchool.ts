import type pg from 'pg';
import type { EventStore } from '@chikoro/eventstore';
import { logger } from '@chikoro/platform/logger';
import { announceReadModelChange } from '@chikoro/platform/readModelChanges';
import { applyBatch, handledTypes, liveTable, tablesOf, type Projection } from './projection';
import { preparing } from './prepared';
import { REBUILD_BATCH_SIZE } from './rebuild';
import { CHECKPOINTS, SET_ASIDE } from './schema';
import { refusePlatformWide } from './schoolTables';

export { platformWide, refusePlatformWide } from './schoolTables';

export interface SchoolRebuilt {
  projection: string;
  /** The projection's checkpoint: the school's events up to it were applied again. */
  position: number;
  events: number;
}

/**
 * Rebuilds one school's rows of a per-school read model in place, in one transaction: deletes
 * them from the live tables and applies the school's events again (read through the log's index
 * by school) up to the projection's checkpoint. The checkpoint row is held meanwhile, as every
 * batch of the live runner holds it, so the runner's next batch waits and follows on. Events of
 * the school set aside for the projection are applied with the rest, and forgotten.
 */
export async function rebuildSchool(
  store: EventStore,
  pool: pg.Pool,
  projection: Projection,
  schoolId: string,
  batchSize = REBUILD_BATCH_SIZE,
): Promise<SchoolRebuilt> {
  await refusePlatformWide(pool, [projection]);
  const handled = handledTypes(projection);
  const types = handled.includes('*') ? undefined : handled;
  const tables = tablesOf(projection, liveTable);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ position: string }>(
      `SELECT position FROM ${CHECKPOINTS} WHERE name = $1 FOR UPDATE`,
      [projection.name],
    );
    if (!rows[0]) throw new Error(`${projection.name} has no checkpoint: it was never built`);
    const upTo = Number(rows[0].position);
    for (const table of Object.values<string>(tables))
      await client.query(`DELETE FROM ${table} WHERE school_id = $1`, [schoolId]);
    let after = 0;
    let events = 0;
    for (;;) {
      const batch = (await store.readSchool(schoolId, { after, limit: batchSize, types })).filter(
        (e) => e.position <= upTo,
      );
      if (batch.length === 0) break;
      await applyBatch(projection, batch, { db: preparing(client), tables });
      events += batch.length;
      after = batch.at(-1)!.position;
      if (batch.length < batchSize) break;
    }
    await client.query(
      `DELETE FROM ${SET_ASIDE} WHERE name = $1 AND school_id = $2 AND position <= $3`,
      [projection.name, schoolId, upTo],
    );
    await client.query('COMMIT');
    await announceReadModelChange(client, projection.name).catch((error: unknown) =>
      logger.warn(
        { err: error, projection: projection.name },
        'could not announce the rebuilt read model',
      ),
    );
    return { projection: projection.name, position: upTo, events };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
