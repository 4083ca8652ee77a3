import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../port';
import {
  collect,
  newEvents,
  readAllAfter,
  sleep,
  streamName,
  waitFor,
  type EventStoreFactory,
  type OpenedStore,
} from './support';

const HELD_OPEN_TITLE =
  'never delivers past a transaction still open, then delivers it and the later append in order';

export function subscriptionCases(subject: () => OpenedStore, factory: EventStoreFactory): void {
  describe('when subscribed to the whole log', () => {
    if (factory.capabilities.heldOpenTransaction)
      it(HELD_OPEN_TITLE, () => heldOpenCase(subject()));
    else
      it.skip(`${HELD_OPEN_TITLE} (skipped: this store has no caller-held transactions)`, () => {});

    it('catches up after a restart from a stored checkpoint: exactly the rest, in order', async () => {
      const { store } = subject();
      const streamId = streamName('restart');
      const mine = (e: RecordedEvent) => e.streamId === streamId;
      const start = await store.headPosition();
      await store.appendToStream(streamId, newEvents(6), { expectedRevision: 'no_stream' });
      const first = collect(store, start, mine, 2);
      await waitFor(() => first.events.length >= 4);
      await first.stop();
      const checkpoint = first.events[first.events.length - 1]?.position ?? start;
      await store.appendToStream(streamId, newEvents(4, 'Later'), { expectedRevision: 5 });

      const restarted = await factory.open();
      try {
        const second = collect(restarted.store, checkpoint, mine, 3);
        const expected = (await store.readStream(streamId)).filter((e) => e.position > checkpoint);
        await waitFor(() => second.events.length >= expected.length);
        await sleep(300);
        await second.stop();

        expect(first.events.map((e) => e.revision)).toEqual(first.events.map((_, i) => i));
        expect(second.events).toEqual(expected);
        expect(first.events.length + second.events.length).toBe(10);
      } finally {
        await restarted.close();
      }
    });

    it('delivers all events of 20 concurrent writers once, in strictly increasing positions, as readAll has them', async () => {
      const { store } = subject();
      const prefix = streamName('many');
      const mine = (e: RecordedEvent) => e.streamId.startsWith(prefix);
      const start = await store.headPosition();
      const live = collect(store, start, mine, 7);

      await Promise.all(
        Array.from({ length: 20 }, async (_, writer) => {
          for (let i = 0; i < 10; i += 1) {
            await store.appendToStream(`${prefix}-${writer}`, newEvents(1), {
              expectedRevision: i === 0 ? 'no_stream' : i - 1,
            });
          }
        }),
      );
      await waitFor(() => live.events.length >= 200);
      await sleep(300);
      await live.stop();

      const positions = live.events.map((e) => e.position);
      expect(live.events).toHaveLength(200);
      expect(positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? Infinity))).toBe(true);
      expect(new Set(live.events.map((e) => e.id)).size).toBe(200);
      const logged = (await readAllAfter(store, start)).filter(mine);
      expect(live.events.map((e) => e.id)).toEqual(logged.map((e) => e.id));
      for (let writer = 0; writer < 20; writer += 1) {
        const revisions = live.events
          .filter((e) => e.streamId === `${prefix}-${writer}`)
          .map((e) => e.revision);
        expect(revisions).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
    });

    it('delivers a batch again when its handler failed, skipping nothing', async () => {
      const { store } = subject();
      const streamId = streamName('retry');
      const start = await store.headPosition();
      await store.appendToStream(streamId, newEvents(3), { expectedRevision: 'no_stream' });
      const delivered: RecordedEvent[] = [];
      const errors: unknown[] = [];
      let failuresLeft = 1;

      const subscription = store.subscribeToAll({
        after: start,
        batchSize: 10,
        onBatch: async (batch) => {
          const mine = batch.filter((e) => e.streamId === streamId);
          if (mine.length > 0 && failuresLeft-- > 0)
            throw new Error('projection database unavailable');
          delivered.push(...mine);
        },
        onError: (error) => errors.push(error),
      });
      await waitFor(() => delivered.length >= 3);
      await subscription.stop();

      expect(errors).toHaveLength(1);
      expect(delivered.map((e) => e.revision)).toEqual([0, 1, 2]);
    });
  });
}

/** Writer A holds its transaction open; writer B appends elsewhere meanwhile. */
async function heldOpenCase(opened: OpenedStore): Promise<void> {
  const { store, holdOpen } = opened;
  if (!holdOpen) throw new Error('the factory claims heldOpenTransaction but gives no holdOpen');
  const streamA = streamName('held-a');
  const streamB = streamName('held-b');
  const ours = (e: RecordedEvent) => e.streamId === streamA || e.streamId === streamB;
  const start = await store.headPosition();
  const live = collect(store, start, ours, 10);

  const held = await holdOpen(streamA, newEvents(1, 'HeldOpen'), { expectedRevision: 'no_stream' });
  const appendB = store.appendToStream(streamB, newEvents(1, 'AppendedMeanwhile'), {
    expectedRevision: 'no_stream',
  });
  await sleep(1000);

  // While A is open nothing of A or B may be seen: B visible first would be skipped by a checkpoint past it.
  expect(live.events).toEqual([]);
  expect((await readAllAfter(store, start)).filter(ours)).toEqual([]);
  expect(await store.headPosition()).toBe(start);

  await held.commit();
  const resultB = await appendB;
  await waitFor(() => live.events.length >= 2);
  await sleep(300);
  await live.stop();

  expect(live.events.map((e) => [e.streamId, e.position])).toEqual([
    [streamA, held.result.position],
    [streamB, resultB.position],
  ]);
  expect(held.result.position).toBeLessThan(resultB.position);
  expect(live.errors).toEqual([]);
}
