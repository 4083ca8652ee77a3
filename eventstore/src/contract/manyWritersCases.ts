import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type AppendResult, type RecordedEvent } from '../port';
import {
  collect,
  metadata,
  newEvents,
  readAllAfter,
  sleep,
  streamName,
  waitFor,
  type OpenedStore,
} from './support';

const APPENDS = 10_000;
const WRITERS = 32;

export function manyWritersCases(subject: () => OpenedStore): void {
  describe('when 32 writers append 10,000 times', () => {
    it('acknowledges every append exactly once and reads them back in one gap-free order', async () => {
      const { store } = subject();
      const prefix = streamName('crowd');
      const mine = (e: RecordedEvent) => e.streamId.startsWith(prefix);
      const start = await store.headPosition();
      const live = collect(store, start, mine, 500);
      const acknowledged = new Map<string, AppendResult>();
      let next = 0;

      await Promise.all(
        Array.from({ length: WRITERS }, async (_, writer) => {
          const streamId = `${prefix}-${writer}`;
          for (let revision = -1; next < APPENDS; revision += 1) {
            next += 1;
            const id = randomUUID();
            const event = { id, type: 'Counted', data: { writer }, metadata: metadata() };
            const result = await store.appendToStream(streamId, [event], {
              expectedRevision: revision < 0 ? 'no_stream' : revision,
            });
            expect(acknowledged.has(id)).toBe(false);
            acknowledged.set(id, result);
          }
        }),
      );
      const logged = (await readAllAfter(store, start)).filter(mine);
      await waitFor(() => live.events.length >= APPENDS, 60_000);
      await sleep(300);
      await live.stop();

      expect(acknowledged.size).toBe(APPENDS);
      expect(logged).toHaveLength(APPENDS);
      expect(new Set(logged.map((e) => e.id))).toEqual(new Set(acknowledged.keys()));
      for (const e of logged)
        expect(acknowledged.get(e.id)).toMatchObject({
          streamId: e.streamId,
          nextRevision: e.revision,
          position: e.position,
        });
      expect(logged.every((e, i) => i === 0 || e.position > logged[i - 1]!.position)).toBe(true);
      expect(new Set(logged.map((e) => e.position)).size).toBe(APPENDS);
      expect(live.events.map((e) => e.id)).toEqual(logged.map((e) => e.id));
      for (let writer = 0; writer < WRITERS; writer += 1) {
        const revisions = logged
          .filter((e) => e.streamId === `${prefix}-${writer}`)
          .map((e) => e.revision);
        expect(revisions).toEqual(revisions.map((_, i) => i));
      }
    });
  });

  describe('when many streams are appended in one call', () => {
    it('answers each append in the order given, a refused one stopping none of the others', async () => {
      const { store } = subject();
      const [a, b, c] = [streamName('many-a'), streamName('many-b'), streamName('many-c')];
      await store.appendToStream(b, newEvents(1), { expectedRevision: 'no_stream' });

      const outcomes = await store.appendMany([
        { streamId: a, events: newEvents(2), options: { expectedRevision: 'no_stream' } },
        { streamId: b, events: newEvents(1), options: { expectedRevision: 'no_stream' } },
        { streamId: a, events: newEvents(1), options: { expectedRevision: 1 } },
        { streamId: c, events: newEvents(1), options: { expectedRevision: 'any' } },
      ]);

      expect(outcomes.map((o) => o.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      const [first, refused, third, fourth] = outcomes;
      expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(first?.status === 'fulfilled' && first.value).toMatchObject({
        streamId: a,
        nextRevision: 1,
        replayed: false,
      });
      expect(third?.status === 'fulfilled' && third.value).toMatchObject({
        streamId: a,
        nextRevision: 2,
        replayed: false,
      });
      expect(fourth?.status === 'fulfilled' && fourth.value).toMatchObject({
        streamId: c,
        nextRevision: 0,
        replayed: false,
      });
      expect((await store.readStream(a)).map((e) => e.revision)).toEqual([0, 1, 2]);
      expect(await store.readStream(b)).toHaveLength(1);
    });

    it('imports 3,000 streams whose events read back in the order given', async () => {
      const { store } = subject();
      const prefix = streamName('import');
      const start = await store.headPosition();
      const appends = Array.from({ length: 3000 }, (_, i) => ({
        streamId: `${prefix}-${i}`,
        events: newEvents(1, 'Imported'),
        options: { expectedRevision: 'no_stream' as const },
      }));

      const outcomes = await store.appendMany(appends);

      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3000);
      const logged = (await readAllAfter(store, start)).filter((e) =>
        e.streamId.startsWith(prefix),
      );
      expect(logged.map((e) => e.streamId)).toEqual(appends.map((a) => a.streamId));
    });

    it('replays an idempotency key already used, within the call and across calls', async () => {
      const { store } = subject();
      const streamId = streamName('many-idempotent');
      const idempotencyKey = randomUUID();
      const append = {
        streamId,
        events: newEvents(1),
        options: { expectedRevision: 'any' as const, idempotencyKey },
      };

      const [first, repeated] = await store.appendMany([append, append]);
      const [later] = await store.appendMany([append]);

      expect(first).toMatchObject({
        status: 'fulfilled',
        value: { nextRevision: 0, replayed: false },
      });
      expect(repeated).toMatchObject({
        status: 'fulfilled',
        value: { nextRevision: 0, replayed: true },
      });
      expect(later).toMatchObject({
        status: 'fulfilled',
        value: { nextRevision: 0, replayed: true },
      });
      expect(await store.readStream(streamId)).toHaveLength(1);
    });
  });
}
