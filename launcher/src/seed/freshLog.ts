import type { EventStore } from '@chikoro/eventstore';

/** What the platform itself writes on its first start, before anyone has done anything. */
const bootstrapTypes = new Set(['SuperadminRegistered']);

/** True while the log holds nothing but the bootstrap's own events: the demo may still be created. */
export async function logIsFresh(store: EventStore): Promise<boolean> {
  const first = await store.readAll({ after: 0, limit: 20 });
  return first.length < 20 && first.every((e) => bootstrapTypes.has(e.type));
}
