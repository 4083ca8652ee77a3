import type pg from 'pg';
import { EventStoreDbEventStore } from './eventstoredb/EventStoreDbEventStore';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres/PostgresEventStore';

export * from './port';
export { decodeEvent } from './decode';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/PostgresEventStore';
export {
  EventStoreDbEventStore,
  type EventStoreDbEventStoreOptions,
} from './eventstoredb/EventStoreDbEventStore';

/**
 * EventStoreDB when `eventstoreUrl` is set, else PostgreSQL on `pool` with its tables migrated.
 * The pool stays the caller's: closing the store does not end it.
 */
export async function createEventStore(config: {
  eventstoreUrl?: string;
  pool: pg.Pool;
}): Promise<EventStore> {
  if (config.eventstoreUrl)
    return new EventStoreDbEventStore({ connectionString: config.eventstoreUrl });
  const store = new PostgresEventStore({ pool: config.pool });
  await store.migrate();
  return store;
}
