import type pg from 'pg';
import { liveTable, rebuildTable, type ReadModel } from '@chikoro/contracts';
import { decodeEvent, type RecordedEvent } from '@chikoro/eventstore';
import { setBasedApply, type BatchForm } from './batch';
import type { WrittenRows } from './rows';

export { liveTable, rebuildTable };

/** Physical table names by logical name: live tables, or the fresh ones a rebuild fills. */
export type Tables<Names extends string = string> = Record<Names, string>;

export interface ProjectionContext<Names extends string = string> {
  db: Pick<pg.PoolClient, 'query'>;
  tables: Tables<Names>;
  /**
   * During a rebuild's replay into fresh tables: rows written to them so far through `KeyedRows`
   * given it, which then reads back only those it no longer holds (the fresh tables hold nothing else).
   */
  written?: WrittenRows;
}

/** An event as the store recorded it, typed by its schema: `data` is already parsed and upcast. */
export type Recorded<E extends { type: string; data: unknown }> = Omit<
  RecordedEvent,
  'type' | 'data'
> & { type: E['type']; data: E['data'] };

export type Handler<E extends { type: string; data: unknown }, Names extends string> = (
  event: Recorded<E>,
  context: ProjectionContext<Names>,
) => Promise<void>;

/** One handler per event type of the union: forgetting one is a compile error, not a silent drop. */
export type Handlers<E extends { type: string; data: unknown }, Names extends string> = {
  [K in E['type']]: Handler<Extract<E, { type: K }>, Names>;
};

/**
 * A read model: its tables' DDL (given the physical name) and one pure step per event it handles,
 * each a guarded SQL write. The events it listens to are the keys of `handlers`, never listed twice;
 * a projection over the whole log (the audit log) gives `everyEvent` instead.
 */
export interface Projection<Names extends string = string> {
  name: string;
  readModel: ReadModel<string, Names>;
  /** Bump when the tables or the handlers change: the runner then rebuilds it from position 0. */
  version: number;
  tables: Record<Names, (table: string) => string>;
  /** By event type; typed per event where the projection is defined (defineProjection). */
  handlers: Partial<
    Record<string, (event: RecordedEvent, context: ProjectionContext<Names>) => Promise<void>>
  >;
  everyEvent?(event: RecordedEvent, context: ProjectionContext<Names>): Promise<void>;
  /**
   * Optional: applies a whole batch set-based (a few statements per table, whatever its size),
   * ending with the same rows as the per-event handlers. Given the batch's events it handles,
   * decoded, in log order. Without it, the runner calls the handlers event by event.
   */
  setBased?(events: RecordedEvent[], context: ProjectionContext<Names>): Promise<void>;
}

export interface ProjectionDefinition<
  Names extends string,
  E extends { type: string; data: unknown },
> {
  readModel: ReadModel<string, Names>;
  version: number;
  tables: Record<Names, (table: string) => string>;
  handlers: Handlers<E, Names>;
  /** Optional: the same read model as pure steps over a batch, which the runner writes set-based. */
  batch?: BatchForm<E, Names>;
}

/** Types a projection by the union of events it handles; its name comes from its read model. */
export function defineProjection<E extends { type: string; data: unknown }>() {
  return <Names extends string>(definition: ProjectionDefinition<Names, E>): Projection<Names> => ({
    name: definition.readModel.name,
    readModel: definition.readModel,
    version: definition.version,
    tables: definition.tables,
    handlers: definition.handlers as unknown as Projection<Names>['handlers'],
    ...(definition.batch && {
      setBased: setBasedApply(
        definition.batch as unknown as BatchForm<{ type: string; data: unknown }, Names>,
      ),
    }),
  });
}

/** The event types a projection listens to, derived from its handlers; '*' for every event. */
export function handledTypes(projection: Projection): readonly string[] {
  return projection.everyEvent ? ['*'] : Object.keys(projection.handlers);
}

export function tablesOf<N extends string>(
  projection: Projection<N>,
  name: (logical: string) => string,
): Tables<N> {
  return Object.fromEntries(Object.keys(projection.tables).map((l) => [l, name(l)])) as Tables<N>;
}

/** Whether the projection does anything with an event of this type. */
export function handles(projection: Projection, type: string): boolean {
  return projection.everyEvent !== undefined || projection.handlers[type] !== undefined;
}

/** Applies a batch: set-based when the projection can, else handler by event. */
export async function applyBatch(
  projection: Projection,
  events: RecordedEvent[],
  context: ProjectionContext,
): Promise<void> {
  await applyDecoded(
    projection,
    events.filter((e) => handles(projection, e.type)).map(decodeEvent),
    context,
  );
}

/** As `applyBatch`, for events already decoded and kept to those the projection handles. */
export async function applyDecoded(
  projection: Projection,
  events: RecordedEvent[],
  context: ProjectionContext,
): Promise<void> {
  if (events.length === 0) return;
  if (projection.setBased) return projection.setBased(events, context);
  for (const event of events) {
    const handler = projection.handlers[event.type] ?? projection.everyEvent;
    if (handler) await handler(event, context);
  }
}

/** The same projection without its set-based form: the reference a set-based apply is held to. */
export function perEvent<N extends string>(projection: Projection<N>): Projection<N> {
  const { setBased: _setBased, ...rest } = projection;
  return rest;
}
