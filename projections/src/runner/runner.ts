import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import {
  startCheckpointedConsumer,
  type HaltOptions,
  type PoisonedEvent,
  type RunningConsumer,
} from '@chikoro/eventstore/consumer';
import { logger } from '@chikoro/platform/logger';
import { assertPoolServes } from '@chikoro/platform/pool';
import { announceReadModelChange } from '@chikoro/platform/readModelChanges';
import { handles, liveTable, tablesOf, type Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { applyHoldingSetAside, setAsideFirst } from './setAside';
import { CHECKPOINTS, ensureLiveTables, isStale, migrateRunner } from './schema';
import { isStopped, markRunning, markStopped } from './status';

export interface RunnerOptions {
  store: EventStore;
  pool: pg.Pool;
  projections: readonly Projection[];
  batchSize?: number;
  /** Test seam: runs after a batch's rows are written, before its commit. */
  beforeCommit?(projection: string, events: RecordedEvent[]): Promise<void>;
  onError?(projection: string, error: unknown): void;
  /** How a poisoned event is retried before the projection stops (defaults: 5 attempts, from 250 ms backoff, 2 s polls). */
  halt?: Pick<HaltOptions, 'maxAttempts' | 'backoffMs' | 'pollMs'>;
}

export interface RunningProjections {
  stop(): Promise<void>;
}

/** Creates the read models' tables (rebuilding any whose version changed) and keeps each one current. */
export async function startProjections(options: RunnerOptions): Promise<RunningProjections> {
  assertPoolServes(options.pool, options.projections.length, 'projections');
  await migrateRunner(options.pool);
  const running: RunningConsumer[] = [];
  for (const projection of options.projections) {
    if (await ensureLiveTables(options.pool, projection)) await rebuildOnce(options, projection);
    const tables = tablesOf(projection, liveTable);
    await markRunning(options.pool, projection.name);
    running.push(
      await startCheckpointedConsumer({
        store: options.store,
        pool: options.pool,
        name: projection.name,
        checkpointTable: CHECKPOINTS,
        batchSize: options.batchSize,
        handle: (events, client) => applyHoldingSetAside(projection, events, client, tables),
        handles: (event) => handles(projection, event.type),
        // A read model is worked out from the log alone: its commits need not wait for the disk (see `durable`).
        durable: false,
        beforeCommit: options.beforeCommit
          ? (events) => options.beforeCommit!(projection.name, events)
          : undefined,
        afterCommit: (_events, client) => announceReadModelChange(client, projection.name),
        onError: (e) =>
          (
            options.onError ??
            ((name, err) =>
              logger.warn({ err, projection: name }, 'projection batch failed, retrying'))
          )(projection.name, e),
        halt: {
          ...options.halt,
          stopped: (failure) => stopProjection(options.pool, projection.name, failure),
          isStopped: () => isStopped(options.pool, projection.name),
          // One school's bad event never stops the other schools' rows.
          setAside: (failure, client) => setAsideEvent(projection.name, failure, client),
        },
      }),
    );
  }
  return { stop: async () => void (await Promise.all(running.map((r) => r.stop()))) };
}

/** Records the stop where the health endpoint shows it, and says in the log what stopped and how to go on. */
async function stopProjection(pool: pg.Pool, name: string, failure: PoisonedEvent): Promise<void> {
  await markStopped(pool, name, failure);
  const { event, error, attempts } = failure;
  const reason = error instanceof Error ? error.message : String(error);
  logger.error(
    {
      projection: name,
      eventId: event.id,
      eventType: event.type,
      position: event.position,
      attempts,
      err: error,
    },
    `projection ${name} stopped at event ${event.type} ${event.id} (position ${event.position}) after ${attempts} attempts: ${reason}. ` +
      `Skip it with \`npm run replay -- skip ${name}\`, or try it again with \`npm run replay -- retry ${name}\`.`,
  );
}

/** Sets one school's event aside, and says in the log which school waits and how to go on. */
async function setAsideEvent(
  name: string,
  failure: PoisonedEvent,
  client: pg.PoolClient,
): Promise<boolean> {
  if (!(await setAsideFirst(client, name, failure))) return false;
  const { event, error, attempts } = failure;
  logger.error(
    {
      projection: name,
      schoolId: event.metadata.schoolId,
      eventId: event.id,
      eventType: event.type,
      position: event.position,
      attempts,
      err: error,
    },
    `projection ${name} set aside event ${event.type} ${event.id} (position ${event.position}) of school ${event.metadata.schoolId} after ${attempts} attempts, ` +
      `and holds that school's later events behind it; other schools go on. Apply them with \`npm run replay -- retry ${name}\` once fixed.`,
  );
  return true;
}

/** One rebuild of a stale projection at a time: a runner that waited for another's finds it done. */
async function rebuildOnce(options: RunnerOptions, projection: Projection): Promise<void> {
  const client = await options.pool.connect();
  const key = `rebuild:${projection.name}`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    if (await isStale(client, projection))
      await rebuildProjection(options.store, options.pool, projection);
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
    client.release();
  }
}

/** How far each projection has got: the query service waits on this for read-your-writes. */
export async function checkpoints(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ name: string; position: string }>(
    `SELECT name, position FROM ${CHECKPOINTS}`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.position)]));
}
