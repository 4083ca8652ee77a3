import type pg from 'pg';
import type { AppendResult, StreamAppend } from '../port';
import { appendLocked, type AppendOutcome } from './append';

interface Waiting {
  append: StreamAppend;
  settle(outcome: AppendOutcome): void;
  /** Told when a batch holding this append has the append lock. */
  locked?(): void;
}

export interface AppendWriterOptions {
  /** Events one transaction takes at most (an append larger than this goes alone). */
  maxBatchEvents?: number;
  /** Batches open at once: the next one queues at the append lock while the current one commits. */
  maxBatchesInFlight?: number;
}

const settle = (waiting: Waiting, outcome: AppendOutcome) => waiting.settle(outcome);

/**
 * The process's appends, grouped: every append waiting when a transaction starts shares it and its
 * commit. A batch takes the store's append lock before it reads the head of the log and holds it
 * until its commit, so batches of every process commit one after another and positions become
 * visible in order: no subscriber can pass a position whose transaction has yet to commit.
 */
export class AppendWriter {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;
  private readonly maxBatchEvents: number;
  private readonly maxBatchesInFlight: number;

  constructor(
    private readonly pool: pg.Pool,
    options: AppendWriterOptions = {},
  ) {
    this.maxBatchEvents = options.maxBatchEvents ?? 1000;
    this.maxBatchesInFlight = options.maxBatchesInFlight ?? 2;
  }

  append(append: StreamAppend): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        append,
        settle: (o) => (o.status === 'fulfilled' ? resolve(o.value) : reject(o.reason as Error)),
      });
      this.dispatch();
    });
  }

  /**
   * In order: the next batch is queued once every append of this one is answered or held by a
   * batch that has the append lock, so no later one commits first (but for a batch refused for a
   * reused event id, whose appends are then tried again one by one). The next batch's events are
   * serialised while this one writes and commits.
   */
  async appendMany(appends: readonly StreamAppend[]): Promise<AppendOutcome[]> {
    const outcomes: Promise<AppendOutcome>[] = [];
    for (let start = 0; start < appends.length;) {
      let end = start + 1;
      let events = appends[start]!.events.length;
      while (end < appends.length && events + appends[end]!.events.length <= this.maxBatchEvents)
        events += appends[end++]!.events.length;
      const held = appends.slice(start, end).map((append) => {
        let locked!: () => void;
        const holding = new Promise<void>((resolve) => (locked = resolve));
        const outcome = new Promise<AppendOutcome>((resolve) =>
          this.queue.push({ append, settle: resolve, locked }),
        );
        outcomes.push(outcome);
        return Promise.race([holding, outcome]);
      });
      this.dispatch();
      await Promise.all(held);
      start = end;
    }
    return Promise.all(outcomes);
  }

  private dispatch(): void {
    while (this.queue.length > 0 && this.inFlight < this.maxBatchesInFlight) {
      const batch = this.take();
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.dispatch();
      });
    }
  }

  private take(): Waiting[] {
    let events = this.queue[0]!.append.events.length;
    let count = 1;
    while (
      count < this.queue.length &&
      events + this.queue[count]!.append.events.length <= this.maxBatchEvents
    ) {
      events += this.queue[count]!.append.events.length;
      count += 1;
    }
    return this.queue.splice(0, count);
  }

  /** A batch whose write fails (a reused event id) is tried again one append at a time: only the culprit fails. */
  private async run(batch: Waiting[]): Promise<void> {
    const failure = await this.commit(batch);
    if (failure === undefined) return;
    if (failure.retry && batch.length > 1) {
      for (const waiting of batch) await this.run([waiting]);
      return;
    }
    for (const waiting of batch) settle(waiting, { status: 'rejected', reason: failure.error });
  }

  /** Settles the batch when it commits; otherwise answers why, and whether nothing can have been written. */
  private async commit(batch: Waiting[]): Promise<{ error: unknown; retry: boolean } | undefined> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      return { error, retry: false };
    }
    let broken: Error | undefined;
    try {
      // Told only when an append waits for it: a batch that need not read the log is then one round trip.
      const locked = batch.some((w) => w.locked)
        ? () => batch.forEach((w) => w.locked?.())
        : undefined;
      const outcomes = await appendLocked(
        client,
        batch.map((w) => w.append),
        'BEGIN ISOLATION LEVEL READ COMMITTED',
        'COMMIT',
        locked,
      );
      batch.forEach((waiting, i) => settle(waiting, outcomes[i]!));
      return undefined;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      // The write and its COMMIT travel together: only a refused write (a reused event id) is known
      // not to have committed and may be tried again; after any other failure it might have.
      return { error, retry: isUniqueViolation(error) };
    } finally {
      client.release(broken);
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
