import type pg from 'pg';
import type { RecordedEvent } from '@chikoro/eventstore';

/** Physical table names by logical name: live tables, or the fresh ones a rebuild fills. */
export type Tables<Names extends string = string> = Record<Names, string>;

export interface ProjectionContext<Names extends string = string> {
  db: Pick<pg.PoolClient, 'query'>;
  tables: Tables<Names>;
}

/**
 * A read model: its tables' DDL (given the physical name) and one pure step per event it
 * handles, each a guarded SQL write. Events it does not name never reach it (unless it names '*').
 */
export interface Projection<Names extends string = string> {
  name: string;
  /** Bump when the tables or the handlers change: the runner then rebuilds it from position 0. */
  version: number;
  tables: Record<Names, (table: string) => string>;
  /** The event types it applies; `['*']` for every event (the audit log copies them all). */
  handles: readonly string[];
  apply(event: RecordedEvent, context: ProjectionContext<Names>): Promise<void>;
}

export const liveTable = (logical: string) => `rm_${logical}`;
export const rebuildTable = (logical: string) => `rm_${logical}__rebuild`;

export function tablesOf<N extends string>(projection: Projection<N>, name: (logical: string) => string): Tables<N> {
  return Object.fromEntries(Object.keys(projection.tables).map((l) => [l, name(l)])) as Tables<N>;
}

export async function applyBatch(projection: Projection, events: RecordedEvent[], context: ProjectionContext): Promise<void> {
  for (const event of events) {
    if (projection.handles.includes(event.type) || projection.handles.includes('*')) await projection.apply(event, context);
  }
}
