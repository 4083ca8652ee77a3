import type { EventStore, RecordedEvent } from '@chikoro/eventstore';

const PAGE = 5000;

/** The school's events of these types, in log order: what an import matches its rows against. */
export async function schoolEvents(
  store: EventStore,
  schoolId: string,
  types: readonly string[],
): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  for (let after = 0; ;) {
    const page = await store.readAll({ after, limit: PAGE, types });
    for (const e of page) if (e.metadata.schoolId === schoolId) out.push(e);
    if (page.length < PAGE) return out;
    after = page.at(-1)!.position;
  }
}

/** A batch's events of these types (a module's event that makes or adds to a record), in log order. */
export async function batchRecordEvents(
  store: EventStore,
  schoolId: string,
  batchId: string,
  types: readonly string[],
): Promise<RecordedEvent[]> {
  const events = await schoolEvents(store, schoolId, types);
  return events.filter((e) => e.metadata.batchId === batchId);
}

/**
 * The records a batch wrote, as the log holds them: the streams of its events of these types
 * carrying its batch id, in log order, once each. What an interrupted batch, which never said what
 * it touched, is undone or resumed from.
 */
export async function batchRecords(
  store: EventStore,
  schoolId: string,
  batchId: string,
  types: readonly string[],
): Promise<string[]> {
  return streamsOf(await batchRecordEvents(store, schoolId, batchId, types));
}

/** The streams of these events, in their order, once each. */
export const streamsOf = (events: readonly RecordedEvent[]) => [
  ...new Set(events.map((e) => e.streamId)),
];

/** A key that ignores case and spacing: "Form 1 Blue" and "form 1  blue" are one class. */
export const keyOf = (...parts: (string | undefined)[]) =>
  parts.map((p) => (p ?? '').trim().toLowerCase().replace(/\s+/g, ' ')).join('|');
