import type { z } from 'zod';

/**
 * Names shared by the write side, the projections and the query service, so that renaming a
 * read model or a table is a compile error everywhere at once instead of a 500 at run time.
 */
export interface ReadModel<Name extends string = string, Table extends string = string> {
  /** The projection's name: its checkpoint, its version, `npm run replay -- rebuild <name>`. */
  name: Name;
  /** Logical table names; each lives as `rm_<table>` (and `rm_<table>__rebuild` during a rebuild). */
  tables: readonly Table[];
}

export function readModel<const Name extends string, const Table extends string>(
  name: Name,
  tables: readonly Table[],
): ReadModel<Name, Table> {
  return { name, tables };
}

/** The live table of a read model, as queries read it. */
export function tableOf<Table extends string>(
  _model: ReadModel<string, Table>,
  table: NoInfer<Table>,
): string {
  return liveTable(table);
}

export const liveTable = (logical: string): string => `rm_${logical}`;
export const rebuildTable = (logical: string): string => `rm_${logical}__rebuild`;

/** A stored event's type and data, as its zod schema describes it (`{ type: literal, data }`). */
export type EventSchema = z.ZodType<{ type: string; data: unknown }>;

/** Moves an event's data from one schema version to the next: `upcasters[1]` turns version 1 into 2. */
export type Upcaster = (data: unknown) => unknown;

export interface EventDefinition {
  type: string;
  schema: EventSchema;
  /** The version new events are written with; older stored events pass through `upcasters`. */
  version: number;
  upcasters: Record<number, Upcaster>;
}

/**
 * One event type of a module. `upcasters[n]` migrates data written at version n to n + 1, so an
 * old event shape is migrated in one function and every reader sees the current shape.
 */
export function eventDefinition<S extends z.ZodType<{ type: string; data: unknown }>>(
  schema: S,
  options: { version?: number; upcasters?: Record<number, Upcaster> } = {},
): EventDefinition {
  const shape = (schema as unknown as { shape?: { type?: { value?: unknown } } }).shape;
  const type = shape?.type?.value;
  if (typeof type !== 'string') throw new Error('An event schema needs a literal `type`');
  return { type, schema, version: options.version ?? 1, upcasters: options.upcasters ?? {} };
}
