import type { RecordedEvent, SubscribeOptions, Subscription } from './port';

/** Ends a wait early. A notify that comes while nobody waits is kept, so no wake-up is ever lost. */
export class Wakeup {
  private pending = false;
  private readonly waiters = new Set<() => void>();

  notify(): void {
    if (this.waiters.size === 0) {
      this.pending = true;
      return;
    }
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves on the next notify (or a kept one), or after `ms`. */
  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiters.add(wake);
    });
  }
}

export interface PollSource {
  /** Events after `after` in position order, at most `limit`. */
  read(after: number, limit: number): Promise<RecordedEvent[]>;
  /** Notified when new events may be visible; the poll covers any notification that never comes. */
  wakeup: Wakeup;
  pollMs: number;
  retryMs?: number;
}

/**
 * Delivers every event after `options.after` in position order, one awaited batch at a time.
 * A batch whose handler (or read) fails is retried as it was after a pause: nothing is skipped.
 * `stop()` lets the batch in hand finish and starts no other.
 */
export function startPolling(options: SubscribeOptions, source: PollSource): Subscription {
  const batchSize = options.batchSize ?? 100;
  const retryMs = source.retryMs ?? 250;
  const pause = new Wakeup();
  let stopped = false;

  const reportError = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // A failing error handler must not end the subscription.
    }
  };

  const loop = (async () => {
    let cursor = options.after;
    let batch: RecordedEvent[] = [];
    while (!stopped) {
      try {
        if (batch.length === 0) batch = await source.read(cursor, batchSize);
        if (stopped) break;
        const last = batch[batch.length - 1];
        if (!last) {
          await source.wakeup.wait(source.pollMs);
          continue;
        }
        await options.onBatch(batch);
        cursor = last.position;
        batch = [];
      } catch (error) {
        reportError(error);
        await pause.wait(retryMs);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      source.wakeup.notify();
      pause.notify();
      await loop;
    },
  };
}

/** Something that wakes subscriptions when new events may be visible (LISTEN/NOTIFY, a live server subscription). */
export interface WakeupSource {
  add(wakeup: Wakeup): void;
  remove(wakeup: Wakeup): void;
}

type Read = (after: number, limit: number) => Promise<RecordedEvent[]>;

/**
 * Reads asked for while the same read is under way share its answer: a notification wakes every
 * subscription at the head at once, and they all ask for the events after the same position. A
 * subscription that joins a read started before an event committed still has that event's
 * notification kept in its wakeup, so it reads again.
 */
export function sharingReads(read: Read): Read {
  const underway = new Map<string, Promise<RecordedEvent[]>>();
  return (after, limit) => {
    const key = `${after}:${limit}`;
    let answer = underway.get(key);
    if (!answer) {
      answer = read(after, limit).finally(() => underway.delete(key));
      underway.set(key, answer);
    }
    return answer;
  };
}

/** A store's live subscriptions: each polls `read`, woken early by the source; `stopAll` ends them at close. */
export class SubscriptionSet {
  private readonly live = new Set<Subscription>();
  private readonly read: Read;

  constructor(
    private readonly source: WakeupSource,
    read: Read,
    private readonly pollMs: number,
  ) {
    this.read = sharingReads(read);
  }

  open(options: SubscribeOptions): Subscription {
    const wakeup = new Wakeup();
    this.source.add(wakeup);
    const polling = startPolling(options, { read: this.read, wakeup, pollMs: this.pollMs });
    const subscription: Subscription = {
      stop: async () => {
        this.live.delete(subscription);
        this.source.remove(wakeup);
        await polling.stop();
      },
    };
    this.live.add(subscription);
    return subscription;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.live].map((s) => s.stop()));
  }
}
