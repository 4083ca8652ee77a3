import type { RecordedEvent } from '@chikoro/eventstore';
import type { ProjectionContext, Recorded } from './projection';
import { insertOnce, KeyedRows, RowIndexes, type Row } from './rows';

export type { Row };

/** What a batch step reads and changes: rows by table and id, as the batch has left them so far. */
export interface BatchRows<Names extends string> {
  /** The row as the batch left it, or as stored before the batch; only rows the step asked for. */
  get(table: Names, id: string): Row | undefined;
  /** Inserts or replaces the whole row (every column given). */
  put(table: Names, row: Row): void;
  delete(table: Names, id: string): void;
  /** A row written once and never changed (its id is its guard): kept if one with its id exists. */
  insertOnce(table: Names, row: Row): void;
  /** The rows of a table held in memory now, for a step that looks beyond one id. */
  entries(table: Names): Iterable<Row>;
  /**
   * The rows of a table held in memory now whose `keysOf` gives `key` (a parent's id among a
   * student's parents), by an index named `index` kept for the batch: always the same `keysOf`.
   */
  where(table: Names, index: string, keysOf: (row: Row) => readonly string[], key: string): Row[];
  /**
   * Deletes the rows matching a condition, wherever they are: those in memory now by `match`,
   * the stored ones the batch never loaded by `where`, an SQL condition on the table `t` and on
   * `p`, whose text columns are `params`. Steps with the same `where` share one DELETE. With
   * `by`, only the rows in memory an index gives for its key are tried (see `where`): each row
   * `match` accepts must give that key.
   */
  deleteWhere(
    table: Names,
    match: (row: Row) => boolean,
    sql: { where: string; params: Record<string, string> },
    by?: IndexKey,
  ): void;
}

/** A key of an index of rows in memory: its name, the keys a row gives (always the same function for a name), the key sought. */
export interface IndexKey {
  index: string;
  keysOf: (row: Row) => readonly string[];
  key: string;
}

/**
 * One event's step over a batch: pure, no database. `rows` names the stored rows it reads or
 * changes; the runner loads every step's rows with one query per table before the batch.
 */
export interface BatchStep<E extends { type: string; data: unknown }, Names extends string> {
  rows?(event: Recorded<E>): Partial<Record<Names, readonly string[]>>;
  /**
   * Stored rows found by a condition rather than by id (the students listing a parent): an SQL
   * condition on the table `t` and on `p`, whose text columns are `params`. Loaded with the
   * batch's other rows, one query per table and condition; the step then looks through
   * `entries`, which also holds the rows the batch itself has changed.
   */
  find?(event: Recorded<E>): Partial<Record<Names, Condition>>;
  apply(event: Recorded<E>, rows: BatchRows<Names>): void;
}

/** A projection as pure steps over a batch: one per event type it handles, as its handlers are. */
export interface BatchForm<E extends { type: string; data: unknown }, Names extends string> {
  /** Per table, a column that only grows (the position that last changed the row): the upsert's guard. */
  guards?: Partial<Record<Names, string>>;
  steps: { [K in E['type']]: BatchStep<Extract<E, { type: K }>, Names> };
}

type AnyForm<Names extends string> = BatchForm<{ type: string; data: unknown }, Names>;

/**
 * A row changed by an event of its own, once: only past the row's `last_position`, which moves to
 * the event's. Answers whether it applied (no row, or one already past the event, is left as is).
 */
export function changePast<Names extends string>(
  rows: BatchRows<Names>,
  table: Names,
  id: string,
  position: number,
  change: (row: Row) => Row,
): boolean {
  const row = rows.get(table, id);
  if (!row || !(Number(row.last_position) < position)) return false;
  rows.put(table, { ...change(row), last_position: position });
  return true;
}

/** Whether a stored id and an event's name the same row: a uuid is one row whatever its letters' case. */
export const sameId = (stored: unknown, id: string): boolean =>
  String(stored).toLowerCase() === id.toLowerCase();

/** An SQL condition on a table `t` and a row `p` of text parameters. */
export interface Condition {
  where: string;
  params: Record<string, string>;
}

/** Conditions with the same text, gathered for one statement: the parameters as columns. */
function gather(
  groups: Map<string, { where: string; params: Record<string, string>[] }>,
  where: string,
  params: Record<string, string>,
): void {
  const found = groups.get(where) ?? { where, params: [] };
  found.params.push(params);
  groups.set(where, found);
}

/** The parameters of gathered conditions as `unnest(...) AS p(...)` and its arrays. */
function unnested(params: Record<string, string>[]): { from: string; values: (string | null)[][] } {
  const names = Object.keys(params[0] ?? {});
  const unnest = names.map((_, i) => `$${i + 1}::text[]`).join(', ');
  return {
    from: `unnest(${unnest}) AS p(${names.map((n) => `"${n}"`).join(', ')})`,
    values: names.map((n) => params.map((p) => p[n] ?? null)),
  };
}

/**
 * The runner's set-based apply of pure steps: load the rows the batch touches (one SELECT per
 * table), run every step in log order in memory, write back (one upsert and one DELETE per table,
 * one insert per table of written-once rows). The rows equal those of the events one by one.
 */
export function setBasedApply<Names extends string>(form: AnyForm<Names>) {
  return async (
    events: RecordedEvent[],
    { db, tables }: ProjectionContext<Names>,
  ): Promise<void> => {
    const keyed = new Map<Names, KeyedRows>();
    const keyedFor = (name: Names) => {
      let rows = keyed.get(name);
      if (!rows) keyed.set(name, (rows = new KeyedRows(tables[name], form.guards?.[name])));
      return rows;
    };
    const steps = form.steps as Partial<
      Record<string, BatchStep<{ type: string; data: unknown }, Names>>
    >;
    const finds = new Map<
      Names,
      Map<string, { where: string; params: Record<string, string>[] }>
    >();
    for (const event of events) {
      const wanted = steps[event.type]?.rows?.(event) ?? {};
      for (const [name, ids] of Object.entries(wanted) as [Names, readonly string[]][])
        for (const id of ids) keyedFor(name).want(id);
      const found = steps[event.type]?.find?.(event) ?? {};
      for (const [name, { where, params }] of Object.entries(found) as [Names, Condition][]) {
        if (!finds.has(name)) finds.set(name, new Map());
        gather(finds.get(name)!, where, params);
      }
    }
    for (const rows of keyed.values()) await rows.load(db);
    for (const [name, conditions] of finds) {
      for (const { where, params } of conditions.values()) {
        const { from, values } = unnested(params);
        // Sought row by row of `p` (the subquery is never flattened into a join): each by an index where there is one.
        await keyedFor(name).loadWhere(
          db,
          `SELECT f.id FROM ${from} CROSS JOIN LATERAL (SELECT t.id FROM ${tables[name]} t WHERE ${where} OFFSET 0) f`,
          values,
        );
      }
    }

    const once = new Map<Names, { rows: Map<string, Row>; indexes: RowIndexes }>();
    const onceOf = (name: Names) => {
      let list = once.get(name);
      if (!list) {
        const rows = new Map<string, Row>();
        once.set(name, (list = { rows, indexes: new RowIndexes(() => rows.entries()) }));
      }
      return list;
    };
    const access: BatchRows<Names> = {
      get: (name, id) => keyedFor(name).get(id),
      put: (name, row) => keyedFor(name).put(row),
      delete: (name, id) => keyedFor(name).delete(id),
      insertOnce(name, row) {
        const id = String(row.id);
        const rows = keyed.get(name);
        if (rows?.has(id)) {
          if (!rows.get(id)) rows.put(row);
          return;
        }
        const { rows: list, indexes } = onceOf(name);
        if (list.has(id)) return;
        list.set(id, row);
        indexes.changed(id, undefined, row);
      },
      entries: (name) => keyedFor(name).entries(),
      where: (name, index, keysOf, key) => keyedFor(name).where(index, keysOf, key),
      deleteWhere(name, match, sql, by) {
        const rows = keyedFor(name);
        for (const row of by ? rows.where(by.index, by.keysOf, by.key) : [...rows.entries()])
          if (match(row)) rows.delete(String(row.id));
        // A written-once row of this batch is not written; one stored under its id meets `where`.
        const { rows: written, indexes } = onceOf(name);
        for (const id of by ? indexes.ids(by.index, by.keysOf, by.key) : [...written.keys()]) {
          const row = written.get(id)!;
          if (!match(row)) continue;
          written.delete(id);
          indexes.changed(id, row, undefined);
        }
        if (!sweeps.has(name)) sweeps.set(name, new Map());
        gather(sweeps.get(name)!, sql.where, sql.params);
      },
    };
    const sweeps = new Map<
      Names,
      Map<string, { where: string; params: Record<string, string>[] }>
    >();
    for (const event of events) steps[event.type]?.apply(event, access);

    for (const [name, conditions] of sweeps) {
      for (const { where, params } of conditions.values())
        await sweep(db, tables[name], where, params, keyed.get(name)?.ids() ?? []);
    }
    for (const rows of keyed.values()) await rows.write(db);
    for (const [name, { rows }] of once) await insertOnce(db, tables[name], [...rows.values()]);
  };
}

/** The stored rows a batch never loaded that match any of the conditions; rows in memory are the batch's to decide. */
async function sweep(
  db: ProjectionContext['db'],
  table: string,
  where: string,
  params: Record<string, string>[],
  held: string[],
): Promise<void> {
  const { from, values } = unnested(params);
  await db.query(
    `DELETE FROM ${table} t USING ${from} WHERE (${where}) AND NOT (t.id::text = ANY($${values.length + 1}::text[]))`,
    [...values, held],
  );
}
