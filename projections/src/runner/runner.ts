import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { applyBatch, liveTable, tablesOf, type Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { CHECKPOINTS, ensureLiveTables, isStale, migrateRunner } from './schema';

export interface RunnerOptions {
  store: EventStore;
  pool: pg.Pool;
  projections: readonly Projection[];
  batchSize?: number;
  /** Test seam: runs after a batch's rows are written, before its commit. */
  beforeCommit?(projection: string, events: RecordedEvent[]): Promise<void>;
  onError?(projection: string, error: unknown): void;
}

export interface RunningProjections {
  stop(): Promise<void>;
}

/** Creates the read models' tables (rebuilding any whose version changed) and keeps each one current. */
export async function startProjections(options: RunnerOptions): Promise<RunningProjections> {
  await migrateRunner(options.pool);
  const running: RunningConsumer[] = [];
  for (const projection of options.projections) {
    if (await ensureLiveTables(options.pool, projection)) await rebuildOnce(options, projection);
    const tables = tablesOf(projection, liveTable);
    running.push(
      await startCheckpointedConsumer({
        store: options.store,
        pool: options.pool,
        name: projection.name,
        checkpointTable: CHECKPOINTS,
        batchSize: options.batchSize,
        handle: (events, client) => applyBatch(projection, events, { db: client, tables }),
        beforeCommit: options.beforeCommit ? (events) => options.beforeCommit!(projection.name, events) : undefined,
        onError: (e) => (options.onError ?? ((name, err) => console.error(`projection ${name}:`, err)))(projection.name, e),
      }),
    );
  }
  return { stop: async () => void (await Promise.all(running.map((r) => r.stop()))) };
}

/** One rebuild of a stale projection at a time: a runner that waited for another's finds it done. */
async function rebuildOnce(options: RunnerOptions, projection: Projection): Promise<void> {
  const client = await options.pool.connect();
  const key = `rebuild:${projection.name}`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    if (await isStale(client, projection)) await rebuildProjection(options.store, options.pool, projection);
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
    client.release();
  }
}

/** How far each projection has got: the query service waits on this for read-your-writes. */
export async function checkpoints(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ name: string; position: string }>(`SELECT name, position FROM ${CHECKPOINTS}`);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.position)]));
}
