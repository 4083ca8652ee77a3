import type pg from 'pg';
import type { EventStore, RecordedEvent, Subscription } from './port';
import { Wakeup } from './subscription';

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
  /**
   * Runs on the same client once a batch that handled events has committed (e.g. to say its rows
   * changed). A failure here is reported to `onError`, never a reason to apply the batch again.
   */
  afterCommit?(events: RecordedEvent[], client: pg.PoolClient): Promise<void>;
  onError?(error: unknown): void;
  /** Without it, a failing batch is retried until it passes; with it, a poisoned event stops the consumer. */
  halt?: HaltOptions;
  /**
   * The events `handle` does anything with (default: every one). A batch with none of them opens
   * no transaction: the checkpoint moves past it at most `idleCheckpointMs` later.
   */
  handles?(event: RecordedEvent): boolean;
  /** How long a checkpoint past events the consumer does not handle may wait to be written (default 50 ms). */
  idleCheckpointMs?: number;
  /**
   * Whether a batch's commit waits for its flush to disk (default true). A consumer whose rows are
   * worked out from the log alone (a projection) may say false: its rows and checkpoint commit
   * together, so a crash loses its last batches whole, and they are applied again from the log.
   */
  durable?: boolean;
}

/** An event the handler kept failing on. */
export interface PoisonedEvent {
  event: RecordedEvent;
  error: unknown;
  attempts: number;
}

export interface HaltOptions {
  /** Attempts at one event before the consumer stops (default 5). */
  maxAttempts?: number;
  /** Pause before the 2nd attempt, doubled before each next one (default 250 ms). */
  backoffMs?: number;
  /** How often a stopped consumer looks whether it may go on (default 2 s). */
  pollMs?: number;
  /** Records the stop (a status row, a log line). */
  stopped(failure: PoisonedEvent): Promise<void>;
  /** True while the consumer must stay stopped: nobody has yet skipped or retried the event. */
  isStopped(): Promise<boolean>;
  /**
   * Sets the event aside instead of stopping, where the consumer's rows allow it (an event of one
   * school, whose school's later events wait behind it): runs in the transaction that moves the
   * checkpoint past the event, so the event is either set aside or still to apply. Answers false
   * to stop as without it.
   */
  setAside?(failure: PoisonedEvent, client: pg.PoolClient): Promise<boolean>;
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

const lockKey = (name: string) => `consumer:${name}`;
/** The pause before a consumer whose database went away tries again. */
const RETRY_MS = 1000;

export async function readCheckpoint(
  db: Pick<pg.Pool, 'query'>,
  table: string,
  name: string,
): Promise<number> {
  const { rows } = await db.query<{ position: string }>(
    `SELECT position FROM ${table} WHERE name = $1`,
    [name],
  );
  return rows[0] ? Number(rows[0].position) : 0;
}

export async function writeCheckpoint(
  db: Pick<pg.Pool, 'query'>,
  table: string,
  name: string,
  position: number,
): Promise<void> {
  await db.query(
    `INSERT INTO ${table} (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
    [name, position],
  );
}

/** The database or the network failing, not the event: never a reason to give up on an event. */
function isConnectionFailure(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || code.startsWith('57P') || code.startsWith('E'))
  )
    return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      message,
    )
  );
}

/**
 * Runs `handle` over every event after the stored checkpoint. The rows and the checkpoint commit
 * in one transaction: a crash at any point loses nothing and applies nothing twice. One runner
 * per name holds a session advisory lock; a second one waits until the first goes away.
 *
 * With `halt`, an event the handler fails on `maxAttempts` times (with backoff) stops the
 * consumer at that event, its predecessors applied; it goes on from its checkpoint once
 * `isStopped` answers false (the event skipped, or to be retried).
 */
export async function startCheckpointedConsumer(
  options: CheckpointedConsumerOptions,
): Promise<RunningConsumer> {
  const pause = new Wakeup();
  let stopped = false;
  let endRun: (() => void) | undefined;
  /**
   * The session holding the advisory lock. The database may end it (a shutdown, a restart): its
   * lock ends with it, the run in hand ends, and the consumer takes a new session and the lock
   * again before it goes on from its checkpoint (the checkpoint row, locked for every batch, still
   * keeps a batch from being applied twice meanwhile). Kept, not thrown: an 'error' no one
   * listens for would end the process.
   */
  interface LockSession {
    client: pg.PoolClient;
    held: boolean;
    lost?: Error;
    released?: boolean;
  }
  const openSession = async (): Promise<LockSession> => {
    const session: LockSession = { client: await options.pool.connect(), held: false };
    session.client.on('error', (error) => {
      session.lost = error;
      endRun?.();
    });
    return session;
  };
  const release = (session: LockSession) => {
    if (session.released) return;
    session.released = true;
    session.client.release(session.lost);
  };
  let lock = await openSession();
  const acquire = async () => {
    for (;;) {
      if (stopped) return false;
      if (lock.lost) {
        release(lock);
        lock = await openSession();
      }
      const { rows } = await lock.client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS ok',
        [lockKey(options.name)],
      );
      lock.held = rows[0]?.ok === true;
      if (lock.held) return true;
      await pause.wait(1000);
    }
  };

  const applyInOneTransaction = async (events: RecordedEvent[]) => {
    const client = await options.pool.connect();
    let fresh: RecordedEvent[] = [];
    try {
      await client.query(
        options.durable === false ? 'BEGIN; SET LOCAL synchronous_commit TO off' : 'BEGIN',
      );
      // The guard: the checkpoint row, locked, says what is already applied; a rebuild that
      // swapped tables meanwhile (or a skip) moved it on, and those events are not applied again.
      const { rows } = await client.query<{ position: string }>(
        `SELECT position FROM ${options.checkpointTable} WHERE name = $1 FOR UPDATE`,
        [options.name],
      );
      const applied = Number(rows[0]?.position ?? 0);
      fresh = events.filter((e) => e.position > applied);
      if (fresh.length > 0) {
        await options.handle(fresh, client);
        await writeCheckpoint(
          client,
          options.checkpointTable,
          options.name,
          fresh.at(-1)!.position,
        );
      }
      await options.beforeCommit?.(events);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
      throw error;
    }
    try {
      if (fresh.length > 0) await options.afterCommit?.(fresh, client);
    } catch (error) {
      options.onError?.(error);
    } finally {
      client.release();
    }
  };

  /**
   * Batches with none of the consumer's events: their last position is written at most
   * `idleCheckpointMs` later, in one statement. Every event before it is applied or not the
   * consumer's, so the checkpoint may stand there; GREATEST keeps it from ever moving back,
   * and read-your-writes still sees the consumer pass such a position promptly.
   */
  const idle = {
    position: 0,
    timer: undefined as NodeJS.Timeout | undefined,
    writing: Promise.resolve(),
  };
  const writeIdle = () => {
    idle.timer = undefined;
    const position = idle.position;
    idle.writing = idle.writing
      .then(async () => {
        // Not durable on purpose: a checkpoint lost in a crash only reads past events the consumer ignores again.
        const client = await options.pool.connect();
        try {
          await client.query('BEGIN; SET LOCAL synchronous_commit TO off');
          await client.query(
            `UPDATE ${options.checkpointTable} SET position = GREATEST(position, $2) WHERE name = $1`,
            [options.name, position],
          );
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      })
      .catch((error: unknown) => options.onError?.(error));
  };
  const passIdle = (events: RecordedEvent[]) => {
    idle.position = events.at(-1)!.position;
    idle.timer ??= setTimeout(writeIdle, options.idleCheckpointMs ?? 50);
  };
  const isIdle = (events: RecordedEvent[]) =>
    options.handles !== undefined && !events.some((e) => options.handles!(e));

  let failing: { position: number; attempts: number } | undefined;
  /**
   * Applies a batch; when it fails, applies its events one by one to find the one at fault and
   * count attempts at it. Answers true when the consumer must halt.
   */
  const applyOrHalt = async (events: RecordedEvent[], halt: HaltOptions): Promise<boolean> => {
    // A batch holding the event already known to fail goes one by one straight away.
    if (!failing || !events.some((e) => e.position === failing!.position)) {
      try {
        await applyInOneTransaction(events);
        failing = undefined;
        return false;
      } catch (error) {
        if (stopped || isConnectionFailure(error)) throw error;
      }
    }
    for (const event of events) {
      try {
        await applyInOneTransaction([event]);
      } catch (error) {
        if (stopped || isConnectionFailure(error)) throw error;
        const attempts = failing?.position === event.position ? failing.attempts + 1 : 1;
        failing = { position: event.position, attempts };
        if (attempts < (halt.maxAttempts ?? 5)) {
          await pause.wait((halt.backoffMs ?? 250) * 2 ** (attempts - 1));
          throw error;
        }
        failing = undefined;
        if (
          halt.setAside &&
          (await setAsideInOneTransaction({ event, error, attempts }, halt.setAside))
        )
          continue;
        await halt.stopped({ event, error, attempts });
        return true;
      }
    }
    failing = undefined;
    return false;
  };

  /** The event set aside and the checkpoint past it commit together; false when it may not be set aside. */
  const setAsideInOneTransaction = async (
    failure: PoisonedEvent,
    setAside: NonNullable<HaltOptions['setAside']>,
  ): Promise<boolean> => {
    const client = await options.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ position: string }>(
        `SELECT position FROM ${options.checkpointTable} WHERE name = $1 FOR UPDATE`,
        [options.name],
      );
      if (Number(rows[0]?.position ?? 0) >= failure.event.position) {
        await client.query('COMMIT');
        return true;
      }
      const setAsideNow = await setAside(failure, client);
      if (setAsideNow)
        await writeCheckpoint(
          client,
          options.checkpointTable,
          options.name,
          failure.event.position,
        );
      await client.query('COMMIT');
      return setAsideNow;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  /** One subscription from the checkpoint, until the consumer stops or halts at a poisoned event. */
  const runOnce = async () => {
    const after = await readCheckpoint(options.pool, options.checkpointTable, options.name);
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    endRun = end;
    let halted = false;
    const subscription: Subscription = options.store.subscribeToAll({
      after,
      batchSize: options.batchSize ?? 500,
      onError: options.onError,
      onBatch: async (events) => {
        if (halted) return;
        if (isIdle(events)) return passIdle(events);
        if (!options.halt) return applyInOneTransaction(events);
        halted = await applyOrHalt(events, options.halt);
        if (halted) end();
      },
    });
    if (stopped || lock.lost) end();
    await ended;
    await subscription.stop();
  };

  const started = (async () => {
    let ready = false;
    while (!stopped) {
      try {
        if (!lock.held || lock.lost) {
          if (!(await acquire())) return;
        }
        if (!ready) {
          await options.pool.query(
            `INSERT INTO ${options.checkpointTable} (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`,
            [options.name],
          );
          ready = true;
        }
        if (options.halt && (await options.halt.isStopped())) {
          await pause.wait(options.halt.pollMs ?? 2000);
          continue;
        }
        await runOnce();
      } catch (error) {
        // The database away: tried again until it answers, from the checkpoint.
        options.onError?.(error);
        await pause.wait(RETRY_MS);
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      pause.notify();
      endRun?.();
      await started;
      if (idle.timer) writeIdle();
      await idle.writing;
      if (lock.held && !lock.lost)
        await lock.client.query('SELECT pg_advisory_unlock_all()').catch(() => {});
      release(lock);
    },
  };
}
