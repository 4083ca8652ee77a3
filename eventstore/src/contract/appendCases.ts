import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision } from '../port';
import { metadata, newEvents, readAllAfter, streamName, type OpenedStore } from './support';

export function appendCases(subject: () => OpenedStore): void {
  describe('when appending', () => {
    it('reads back ids, types, data, metadata, revisions from 0 and increasing positions', async () => {
      const { store } = subject();
      const streamId = streamName('round-trip');
      const before = await store.headPosition();
      const events = [
        {
          id: randomUUID(),
          type: 'SchoolEnrolmentSubmitted',
          data: { name: 'Chikoro High', tags: ['a', 'b'] },
          metadata: metadata(),
        },
        {
          type: 'SchoolApproved',
          data: { approvedBy: 'admin' },
          metadata: metadata({ schoolId: 's-1' }),
        },
        {
          type: 'SchoolDetailsCorrected',
          data: { note: 'ünïcode ✓' },
          metadata: metadata({ causationId: 'c-1' }),
        },
      ];

      const result = await store.appendToStream(streamId, events, {
        expectedRevision: 'no_stream',
      });
      const read = await store.readStream(streamId);

      expect(result).toMatchObject({ streamId, nextRevision: 2, replayed: false });
      expect(read.map((e) => e.revision)).toEqual([0, 1, 2]);
      expect(read.map((e) => e.streamId)).toEqual([streamId, streamId, streamId]);
      expect(read.map((e) => e.type)).toEqual(events.map((e) => e.type));
      expect(read.map((e) => e.data)).toEqual(events.map((e) => e.data));
      expect(read.map((e) => e.metadata)).toEqual(events.map((e) => e.metadata));
      expect(read[0]?.id).toBe(events[0]?.id);
      expect(new Set(read.map((e) => e.id)).size).toBe(3);
      const positions = read.map((e) => e.position);
      expect(positions[0]).toBeGreaterThan(before);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(new Set(positions).size).toBe(3);
      expect(result.position).toBe(positions[2]);
      expect(Number.isNaN(Date.parse(read[0]?.recordedAt ?? ''))).toBe(false);
      expect((await readAllAfter(store, before)).filter((e) => e.streamId === streamId)).toEqual(
        read,
      );
      expect(await store.headPosition()).toBeGreaterThanOrEqual(result.position);
    });

    it('reads the log from a position, exclusive, up to a limit', async () => {
      const { store } = subject();
      const streamId = streamName('paging');
      await store.appendToStream(streamId, newEvents(3), { expectedRevision: 'no_stream' });
      const [first, second] = await store.readStream(streamId);

      const page = await store.readAll({ after: first?.position ?? 0, limit: 1 });

      expect(page).toEqual([second]);
    });

    it('reads the log kept to some event types, the limit counting those alone', async () => {
      const { store } = subject();
      const streamId = streamName('typed');
      const events = [
        ...newEvents(1, 'ThingHappened'),
        ...newEvents(2, 'OtherThingHappened'),
        ...newEvents(2, 'ThingHappened'),
      ];
      await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });
      const [first, , , fourth, fifth] = await store.readStream(streamId);

      const page = await store.readAll({
        after: first?.position ?? 0,
        limit: 2,
        types: ['ThingHappened'],
      });

      expect(page).toEqual([fourth, fifth]);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await subject().store.readStream(streamName('missing'))).toEqual([]);
    });
  });

  describe('when the expected revision is checked', () => {
    it('continues a stream at its exact revision', async () => {
      const { store } = subject();
      const streamId = streamName('exact');
      await store.appendToStream(streamId, newEvents(2), { expectedRevision: 'no_stream' });

      const result = await store.appendToStream(streamId, newEvents(1), { expectedRevision: 1 });

      expect(result.nextRevision).toBe(2);
    });

    it('refuses no_stream on a stream that exists', async () => {
      const { store } = subject();
      const streamId = streamName('exists');
      await store.appendToStream(streamId, newEvents(1), { expectedRevision: 'no_stream' });

      const attempt = store.appendToStream(streamId, newEvents(1), {
        expectedRevision: 'no_stream',
      });

      await expect(attempt).rejects.toThrow(WrongExpectedRevisionError);
      await expect(attempt).rejects.toMatchObject({ streamId, expected: 'no_stream', actual: 0 });
      expect(await store.readStream(streamId)).toHaveLength(1);
    });

    it('refuses a revision the stream is not at', async () => {
      const { store } = subject();
      const streamId = streamName('stale');
      await store.appendToStream(streamId, newEvents(2), { expectedRevision: 'no_stream' });

      await expect(
        store.appendToStream(streamId, newEvents(1), { expectedRevision: 0 }),
      ).rejects.toMatchObject({ actual: 1 });
      await expect(
        store.appendToStream(streamId, newEvents(1), { expectedRevision: 5 }),
      ).rejects.toThrow(WrongExpectedRevisionError);
      await expect(
        store.appendToStream(streamName('none'), newEvents(1), { expectedRevision: 0 }),
      ).rejects.toMatchObject({ actual: 'no_stream' });
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('appends with any whatever the revision', async () => {
      const { store } = subject();
      const streamId = streamName('any');

      const first = await store.appendToStream(streamId, newEvents(1), { expectedRevision: 'any' });
      const second = await store.appendToStream(streamId, newEvents(2), {
        expectedRevision: 'any',
      });

      expect([first.nextRevision, second.nextRevision]).toEqual([0, 2]);
    });
  });

  describe('when 50 writers race at the same expected revision', () => {
    it('lets exactly one win each round and keeps revisions contiguous', async () => {
      const { store } = subject();
      const streamId = streamName('race');
      let expected: ExpectedRevision = 'no_stream';
      for (let round = 0; round < 4; round += 1) {
        const outcomes = await Promise.allSettled(
          Array.from({ length: 50 }, () =>
            store.appendToStream(streamId, newEvents(1), { expectedRevision: expected }),
          ),
        );
        const won = outcomes.filter(
          (o): o is PromiseFulfilledResult<AppendResult> => o.status === 'fulfilled',
        );
        const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');

        expect(won.map((o) => o.value.nextRevision)).toEqual([round]);
        expect(lost).toHaveLength(49);
        for (const o of lost) expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expected = round;
      }
      expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    });
  });
}
