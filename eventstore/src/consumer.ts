import type pg from 'pg';
import type { EventStore, RecordedEvent, Subscription } from './port';

export interface CheckpointedConsumerOptions {
  store: EventStore;
  /** Where the consumer's rows and its checkpoint live (the read-model database). */
  pool: pg.Pool;
  name: string;
  /** Table with (name text primary key, position bigint). */
  checkpointTable: string;
  batchSize?: number;
  handle(events: RecordedEvent[], client: pg.PoolClient): Promise<void>;
  /** Test seam: runs after the rows are written, before the commit. */
  beforeCommit?(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

const lockKey = (name: string) => `consumer:${name}`;

export async function readCheckpoint(db: Pick<pg.Pool, 'query'>, table: string, name: string): Promise<number> {
  const { rows } = await db.query<{ position: string }>(`SELECT position FROM ${table} WHERE name = $1`, [name]);
  return rows[0] ? Number(rows[0].position) : 0;
}

export async function writeCheckpoint(db: Pick<pg.Pool, 'query'>, table: string, name: string, position: number): Promise<void> {
  await db.query(
    `INSERT INTO ${table} (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
    [name, position],
  );
}

/**
 * Runs `handle` over every event after the stored checkpoint. The rows and the checkpoint commit
 * in one transaction: a crash at any point loses nothing and applies nothing twice. One runner
 * per name holds a session advisory lock; a second one waits until the first goes away.
 */
export async function startCheckpointedConsumer(options: CheckpointedConsumerOptions): Promise<RunningConsumer> {
  const lockClient = await options.pool.connect();
  let stopped = false;
  let subscription: Subscription | undefined;
  const acquire = async () => {
    for (;;) {
      if (stopped) return false;
      const { rows } = await lockClient.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [lockKey(options.name)]);
      if (rows[0]?.ok) return true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
  const started = (async () => {
    if (!(await acquire())) return;
    await options.pool.query(
      `INSERT INTO ${options.checkpointTable} (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`, [options.name]);
    const after = await readCheckpoint(options.pool, options.checkpointTable, options.name);
    subscription = options.store.subscribeToAll({
      after,
      batchSize: options.batchSize ?? 500,
      onError: options.onError,
      onBatch: async (events) => {
        const client = await options.pool.connect();
        try {
          await client.query('BEGIN');
          // The guard: the checkpoint row, locked, says what is already applied; a rebuild that
          // swapped tables meanwhile moved it on, and those events are not applied again.
          const { rows } = await client.query<{ position: string }>(
            `SELECT position FROM ${options.checkpointTable} WHERE name = $1 FOR UPDATE`, [options.name]);
          const applied = Number(rows[0]?.position ?? 0);
          const fresh = events.filter((e) => e.position > applied);
          if (fresh.length > 0) {
            await options.handle(fresh, client);
            await writeCheckpoint(client, options.checkpointTable, options.name, fresh.at(-1)!.position);
          }
          await options.beforeCommit?.(events);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
    });
  })();
  started.catch((e) => options.onError?.(e));
  return {
    async stop() {
      stopped = true;
      await started.catch(() => {});
      await subscription?.stop();
      await lockClient.query('SELECT pg_advisory_unlock_all()').catch(() => {});
      lockClient.release();
    },
  };
}
