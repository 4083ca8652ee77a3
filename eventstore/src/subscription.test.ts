import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './port';
import {
  sharingReads,
  startPolling,
  SubscriptionSet,
  Wakeup,
  type WakeupSource,
} from './subscription';

function event(position: number): RecordedEvent {
  return {
    id: `e-${position}`,
    type: 'ThingHappened',
    streamId: 's',
    revision: position - 1,
    position,
    data: {},
    metadata: {
      actorId: null,
      actorRole: 'SYSTEM',
      schoolId: null,
      correlationId: 'c',
      causationId: null,
      occurredAt: '2025-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
    recordedAt: '2025-01-01T00:00:00.000Z',
  };
}

function log(count: number) {
  const events = Array.from({ length: count }, (_, i) => event(i + 1));
  return {
    events,
    read: async (after: number, limit: number) =>
      events.filter((e) => e.position > after).slice(0, limit),
  };
}

describe('startPolling', () => {
  it('delivers every event after the start in batches, in order', async () => {
    const { read } = log(7);
    const batches: number[][] = [];
    const sub = startPolling(
      { after: 2, batchSize: 2, onBatch: async (b) => void batches.push(b.map((e) => e.position)) },
      { read, wakeup: new Wakeup(), pollMs: 10 },
    );
    await sleep(100);
    await sub.stop();
    expect(batches).toEqual([[3, 4], [5, 6], [7]]);
  });

  it('retries the very batch whose handler failed and reports the failure', async () => {
    const { read } = log(3);
    const seen: number[][] = [];
    const errors: unknown[] = [];
    let fail = true;
    const sub = startPolling(
      {
        after: 0,
        onBatch: async (b) => {
          seen.push(b.map((e) => e.position));
          if (fail) {
            fail = false;
            throw new Error('down');
          }
        },
        onError: (e) => errors.push(e),
      },
      { read, wakeup: new Wakeup(), pollMs: 10, retryMs: 10 },
    );
    await sleep(100);
    await sub.stop();
    expect(seen).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(errors).toHaveLength(1);
  });

  it('stops only after the batch in hand has finished, and starts no other', async () => {
    const { read } = log(4);
    const finished: number[] = [];
    let started = 0;
    const sub = startPolling(
      {
        after: 0,
        batchSize: 1,
        onBatch: async (b) => {
          started += 1;
          await sleep(50);
          finished.push(...b.map((e) => e.position));
        },
      },
      { read, wakeup: new Wakeup(), pollMs: 10 },
    );
    await sleep(10);
    await sub.stop();
    expect(finished).toEqual([1]);
    expect(started).toBe(1);
  });

  it('reads again at once when woken, long before the poll', async () => {
    const source = log(0);
    const wakeup = new Wakeup();
    const seen: number[] = [];
    const sub = startPolling(
      { after: 0, onBatch: async (b) => void seen.push(...b.map((e) => e.position)) },
      { read: source.read, wakeup, pollMs: 60_000 },
    );
    await sleep(20);
    source.events.push(event(1));
    wakeup.notify();
    await sleep(20);
    await sub.stop();
    expect(seen).toEqual([1]);
  });
});

/** A read that answers only when told to, counting the reads that reached it. */
function heldLog() {
  const events: RecordedEvent[] = [];
  const calls: { after: number; release(): void; fail(error: Error): void }[] = [];
  const read = (after: number, limit: number) =>
    new Promise<RecordedEvent[]>((resolve, reject) => {
      // The answer is what the log held when the read started, as a database snapshot would be.
      const answer = events.filter((e) => e.position > after).slice(0, limit);
      calls.push({ after, release: () => resolve(answer), fail: reject });
    });
  return { events, calls, read };
}

describe('sharingReads', () => {
  it('answers reads asked for while the same read is under way with that one read', async () => {
    const source = heldLog();
    source.events.push(event(1), event(2));
    const read = sharingReads(source.read);
    const answers = [read(0, 10), read(0, 10), read(0, 10)];
    expect(source.calls).toHaveLength(1);
    source.calls[0]!.release();
    const [a, b, c] = await Promise.all(answers);
    expect(a!.map((e) => e.position)).toEqual([1, 2]);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('reads separately from another position or with another limit, and reads afresh once a read has answered', async () => {
    const source = heldLog();
    source.events.push(event(1), event(2), event(3));
    const read = sharingReads(source.read);
    const first = read(0, 10);
    const later = read(1, 10);
    const fewer = read(0, 1);
    expect(source.calls.map((c) => c.after)).toEqual([0, 1, 0]);
    source.calls.forEach((c) => c.release());
    expect((await first).map((e) => e.position)).toEqual([1, 2, 3]);
    expect((await later).map((e) => e.position)).toEqual([2, 3]);
    expect((await fewer).map((e) => e.position)).toEqual([1]);
    source.events.push(event(4));
    const again = read(0, 10);
    expect(source.calls).toHaveLength(4);
    source.calls[3]!.release();
    expect((await again).map((e) => e.position)).toEqual([1, 2, 3, 4]);
  });

  it('fails every read that shared a failing one, and the next read tries again', async () => {
    const source = heldLog();
    source.events.push(event(1));
    const read = sharingReads(source.read);
    const answers = [read(0, 10), read(0, 10)];
    source.calls[0]!.fail(new Error('connection lost'));
    for (const answer of answers) await expect(answer).rejects.toThrow('connection lost');
    const again = read(0, 10);
    expect(source.calls).toHaveLength(2);
    source.calls[1]!.release();
    expect((await again).map((e) => e.position)).toEqual([1]);
  });
});

describe('SubscriptionSet', () => {
  it('wakes every subscription with one read, and one that joined a read begun before an append still gets the event', async () => {
    const wakeups = new Set<Wakeup>();
    const source: WakeupSource = {
      add: (w) => void wakeups.add(w),
      remove: (w) => void wakeups.delete(w),
    };
    const log = heldLog();
    const set = new SubscriptionSet(source, log.read, 60_000);
    const seen: number[][] = [[], []];
    for (const into of seen)
      set.open({ after: 0, onBatch: async (b) => void into.push(...b.map((e) => e.position)) });
    // Both subscriptions ask for the events after 0 at once: one read.
    expect(log.calls).toHaveLength(1);
    log.calls[0]!.release();
    await sleep(10);
    // An event is appended and announced; both are woken and share the read after 0.
    log.events.push(event(1));
    for (const w of wakeups) w.notify();
    await sleep(10);
    expect(log.calls).toHaveLength(2);
    // While that read is under way (its snapshot taken), event 2 commits and is announced: no
    // subscription is waiting, so each wakeup keeps the announcement.
    log.events.push(event(2));
    for (const w of wakeups) w.notify();
    log.calls[1]!.release();
    await sleep(10);
    // Both got event 1, then read again at once for event 2, again as one read.
    expect(log.calls).toHaveLength(3);
    expect(log.calls[2]!.after).toBe(1);
    log.calls[2]!.release();
    await sleep(10);
    expect(seen).toEqual([
      [1, 2],
      [1, 2],
    ]);
    const stopping = set.stopAll();
    for (const call of log.calls.slice(3)) call.release();
    await stopping;
  });
});
