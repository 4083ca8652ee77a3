import type pg from 'pg';
import type { EventStore } from '@chikoro/eventstore';
import { logger } from '@chikoro/platform/logger';
import { announceReadModelChange } from '@chikoro/platform/readModelChanges';
import { applyBatch, handledTypes, liveTable, tablesOf, type Projection } from './projection';
import { preparing } from './prepared';
import { REBUILD_BATCH_SIZE } from './rebuild';
import { CHECKPOINTS, SET_ASIDE } from './schema';

type Queryable = Pick<pg.Pool, 'query'>;

/** The projections some of whose tables have no school_id column: they have no per-school form. */
export async function platformWide(
  db: Queryable,
  projections: readonly Projection[],
): Promise<Projection[]> {
  const tables = projections.flatMap((p) => Object.keys(p.tables).map(liveTable));
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY($1) AND column_name = 'school_id'`,
    [tables],
  );
  const withSchool = new Set(rows.map((r) => r.table_name));
  return projections.filter((p) =>
    Object.keys(p.tables).some((logical) => !withSchool.has(liveTable(logical))),
  );
}

/** Refuses, naming them, projections that have no per-school form. */
export async function refusePlatformWide(
  db: Queryable,
  projections: readonly Projection[],
): Promise<void> {
  const refused = await platformWide(db, projections);
  if (refused.length > 0)
    throw new Error(
      `${refused.map((p) => p.name).join(', ')}: platform-wide read models (a table without school_id) have no per-school form; ` +
        `rebuild them whole with npm run replay -- rebuild ${refused.map((p) => p.name).join(' ')}`,
    );
}

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
