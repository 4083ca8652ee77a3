import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventMetadata } from '@chikoro/contracts';
import type { AppendOptions, AppendResult, EventStore, NewEvent, RecordedEvent } from '../port';

export { sleep };

export interface Capabilities {
  /** The adapter can append inside a transaction the caller holds open (`holdOpen`). */
  heldOpenTransaction: boolean;
  /** Appends are serialized, so of racing repeats of one idempotency key exactly one answers `replayed: false`. */
  exactReplayUnderRace: boolean;
}

export interface HeldAppend {
  result: AppendResult;
  commit(): Promise<void>;
}

export interface OpenedStore {
  store: EventStore;
  /** Appends in a transaction left open until `commit()`; required with `heldOpenTransaction`. */
  holdOpen?(streamId: string, events: NewEvent[], options: AppendOptions): Promise<HeldAppend>;
  close(): Promise<void>;
}

export interface EventStoreFactory {
  capabilities: Capabilities;
  /** Every call opens a new store over the same storage: a second one stands for a restarted process. */
  open(): Promise<OpenedStore>;
}

export function streamName(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

export function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorId: 'user-1',
    actorRole: 'SYSTEM',
    schoolId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: '2025-01-15T08:00:00.000Z',
    schemaVersion: 1,
    ...overrides,
  };
}

export function newEvents(count: number, type = 'ThingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    type,
    data: { index: i, note: `event ${i}` },
    metadata: metadata(),
  }));
}

export async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Every event of the log after `after`, paging through readAll. */
export async function readAllAfter(store: EventStore, after: number): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let cursor = after; ;) {
    const page = await store.readAll({ after: cursor, limit: 100 });
    const last = page[page.length - 1];
    if (!last) return all;
    all.push(...page);
    cursor = last.position;
  }
}

/** A subscription that keeps the events `keep` accepts, in the order delivered. */
export function collect(
  store: EventStore,
  after: number,
  keep: (e: RecordedEvent) => boolean,
  batchSize = 50,
) {
  const events: RecordedEvent[] = [];
  const errors: unknown[] = [];
  const subscription = store.subscribeToAll({
    after,
    batchSize,
    onBatch: async (batch) => {
      events.push(...batch.filter(keep));
    },
    onError: (error) => errors.push(error),
  });
  return { events, errors, stop: () => subscription.stop() };
}
