import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './port';
import { startPolling, Wakeup } from './subscription';

function event(position: number): RecordedEvent {
  return {
    id: `e-${position}`,
    type: 'ThingHappened',
    streamId: 's',
    revision: position - 1,
    position,
    data: {},
    metadata: { actorId: null, actorRole: 'SYSTEM', schoolId: null, correlationId: 'c', causationId: null, occurredAt: '2025-01-01T00:00:00.000Z', schemaVersion: 1 },
    recordedAt: '2025-01-01T00:00:00.000Z',
  };
}

function log(count: number) {
  const events = Array.from({ length: count }, (_, i) => event(i + 1));
  return {
    events,
    read: async (after: number, limit: number) => events.filter((e) => e.position > after).slice(0, limit),
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
    expect(seen).toEqual([[1, 2, 3], [1, 2, 3]]);
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
    const sub = startPolling({ after: 0, onBatch: async (b) => void seen.push(...b.map((e) => e.position)) }, { read: source.read, wakeup, pollMs: 60_000 });
    await sleep(20);
    source.events.push(event(1));
    wakeup.notify();
    await sleep(20);
    await sub.stop();
    expect(seen).toEqual([1]);
  });
});
