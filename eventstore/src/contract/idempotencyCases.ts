import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppendResult } from '../port';
import { newEvents, streamName, type Capabilities, type OpenedStore } from './support';

const withoutFlag = (r: AppendResult) => ({
  streamId: r.streamId,
  nextRevision: r.nextRevision,
  position: r.position,
});

export function idempotencyCases(subject: () => OpenedStore, capabilities: Capabilities): void {
  describe('when an append is sent again with the same idempotency key', () => {
    it('answers the first result, replayed, and appends nothing', async () => {
      const { store } = subject();
      const streamId = streamName('idempotent');
      const idempotencyKey = randomUUID();
      const events = newEvents(2);

      const first = await store.appendToStream(streamId, events, {
        expectedRevision: 'any',
        idempotencyKey,
      });
      const again = await store.appendToStream(streamId, events, {
        expectedRevision: 'any',
        idempotencyKey,
      });

      expect(first.replayed).toBe(false);
      expect(again).toEqual({ ...first, replayed: true });
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('answers the first result even after the stream moved on', async () => {
      const { store } = subject();
      const streamId = streamName('idempotent-later');
      const idempotencyKey = randomUUID();
      const events = newEvents(1);
      const first = await store.appendToStream(streamId, events, {
        expectedRevision: 'no_stream',
        idempotencyKey,
      });
      await store.appendToStream(streamId, newEvents(1), { expectedRevision: 0 });

      const again = await store.appendToStream(streamId, events, {
        expectedRevision: 'no_stream',
        idempotencyKey,
      });

      expect(again).toEqual({ ...first, replayed: true });
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('appends once when the repeats race', async () => {
      const { store } = subject();
      const streamId = streamName('idempotent-race');
      const idempotencyKey = randomUUID();
      const events = newEvents(2);

      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          store.appendToStream(streamId, events, { expectedRevision: 'no_stream', idempotencyKey }),
        ),
      );

      const fresh = results.filter((r) => !r.replayed);
      for (const r of results) expect(withoutFlag(r)).toEqual(withoutFlag(fresh[0] ?? r));
      expect(await store.readStream(streamId)).toHaveLength(2);
      if (capabilities.exactReplayUnderRace) expect(fresh).toHaveLength(1);
      else expect(fresh.length).toBeGreaterThanOrEqual(1);
    });
  });
}
