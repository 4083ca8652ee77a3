import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** A read-model row by column name, as the database stores it (jsonb parsed, integers as numbers). */
export type Row = Record<string, unknown>;

/** A table's columns and their SQL types, in table order. */
type Columns = readonly { name: string; type: string }[];
const columnsByTable = new Map<string, Promise<Columns>>();

/** Read once per physical table: a rebuild's fresh tables have names of their own. */
function columnsOf(db: Queryable, table: string): Promise<Columns> {
  let found = columnsByTable.get(table);
  if (!found) {
    found = db
      .query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [table],
      )
      .then((r) => r.rows);
    found.catch(() => columnsByTable.delete(table));
    columnsByTable.set(table, found);
  }
  return found;
}

/** Forgets what a table's columns were: after it is created again, or another table took its name. */
export function forgetColumns(...tables: string[]): void {
  for (const table of tables) columnsByTable.delete(table);
}

/** Values come back as PostgreSQL's own text, so a row written back is the row read, to the microsecond. */
const rawText = { getTypeParser: () => (value: string) => value };
function parse(type: string, value: string | null): unknown {
  if (value === null) return null;
  if (type === 'jsonb' || type === 'json') return JSON.parse(value);
  if (type === 'integer' || type === 'bigint' || type === 'smallint') return Number(value);
  if (type === 'boolean') return value === 't';
  return value;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One multi-row write's rows as a SELECT over `$1`, typed by the table's own columns, and the JSON
 * that `$1` is: an array of rows, each an array of its values in their columns' places (no column
 * names repeated in every row: a third less to write out, send and parse for the audit log's rows).
 * A table with an array column takes its rows as objects (`jsonb_to_recordset` reads a JSON array
 * into an SQL one).
 */
function selectRows(columns: Columns, rows: readonly Row[]): { select: string; json: string } {
  if (columns.some((c) => c.type.endsWith('[]'))) {
    const names = columns.map((c) => quote(c.name)).join(', ');
    return {
      select: `SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ')})`,
      json: JSON.stringify(rows),
    };
  }
  const values = columns.map((c, i) =>
    c.type === 'jsonb' || c.type === 'json'
      ? `nullif(e->${i}, 'null'::jsonb)::${c.type}`
      : `(e->>${i})::${c.type}`,
  );
  return {
    select: `SELECT ${values.join(', ')} FROM jsonb_array_elements($1::jsonb) AS e`,
    json: JSON.stringify(rows.map((row) => columns.map((c) => row[c.name] ?? null))),
  };
}

/** A table counting the rows inserted by the value of one of their columns: (<column> PRIMARY KEY, count). */
export interface CountedBy {
  table: string;
  column: string;
}

/**
 * Inserts rows that are written once and never changed (their id is the guard: a row already
 * there is left as it is), in one statement. The first row of an id wins, as it would one by one.
 * With `counted`, the same statement adds the rows it inserted (not those it left) to their counts.
 */
export async function insertOnce(
  db: Queryable,
  table: string,
  rows: readonly Row[],
  counted?: CountedBy,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = await columnsOf(db, table);
  const { select, json } = selectRows(columns, rows);
  const insert = `INSERT INTO ${table} (${columns.map((c) => quote(c.name)).join(', ')}) ${select} ON CONFLICT (id) DO NOTHING`;
  if (!counted) {
    await db.query(insert, [json]);
    return;
  }
  const key = quote(counted.column);
  await db.query(
    `WITH inserted AS (${insert} RETURNING ${key})
     INSERT INTO ${counted.table} (${key}, count) SELECT ${key}, count(*) FROM inserted GROUP BY ${key}
     ON CONFLICT (${key}) DO UPDATE SET count = ${counted.table}.count + EXCLUDED.count`,
    [json],
  );
}

/**
 * Rows a rebuild wrote to its fresh tables, by table and id, so that a batch does not read back what
 * the rebuild itself wrote (see ProjectionContext.written). Bounded: past `maxRows` the oldest
 * written are forgotten, and from then on a row not held here is read from its table, unless its
 * id is not among those ever written: the ids alone are kept up to `maxIds`, so that a batch of
 * rows new to the table reads nothing.
 */
export class WrittenRows {
  private readonly rows = new Map<string, Row | null>();
  /** Every row written is still held: a row not held was never written, and the fresh table does not have it. */
  private whole = true;
  /** By table, every id ever written (deleted ones too); dropped past `maxIds`. */
  private ids: Map<string, Set<string>> | undefined = new Map();
  private idCount = 0;

  constructor(
    private readonly maxRows = 100_000,
    private readonly maxIds = 1_000_000,
  ) {}

  /** The row as last written (null: none), or undefined when only its table knows. */
  find(table: string, id: string): Row | null | undefined {
    const row = this.rows.get(`${table}\u0000${id}`);
    if (row !== undefined) return row;
    if (this.whole || (this.ids && !this.ids.get(table)?.has(id))) return null;
    return undefined;
  }

  /** Notes a row written (null: deleted). */
  note(table: string, id: string, row: Row | null): void {
    const key = `${table}\u0000${id}`;
    // Latest last, so that the oldest written go first.
    this.rows.delete(key);
    this.rows.set(key, row);
    if (this.rows.size > this.maxRows) this.forgetOldest();
    if (!this.ids) return;
    let ids = this.ids.get(table);
    if (!ids) this.ids.set(table, (ids = new Set()));
    if (ids.has(id)) return;
    ids.add(id);
    if (++this.idCount > this.maxIds) this.ids = undefined;
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * Forgets the oldest tenth at once: a Map walked from its start steps over every entry deleted
   * since it last grew, so forgetting one row per row written would cost more with each.
   */
  private forgetOldest(): void {
    const keep = this.maxRows - Math.floor(this.maxRows / 10);
    for (const oldest of this.rows.keys()) {
      if (this.rows.size <= keep) break;
      this.rows.delete(oldest);
    }
    this.whole = false;
  }
}

/**
 * Indexes of rows held in memory by id, by name: each made on its first use from the rows held
 * then (a name always comes with the same `keysOf`), and kept true as rows are put and deleted, so
 * that a step looking beyond one id (a parent's students) reads only the rows it wants.
 */
export class RowIndexes {
  private readonly lookups = new Map<
    string,
    { keysOf: (row: Row) => readonly string[]; byKey: Map<string, Set<string>> }
  >();

  /** `held`: the rows held now, by id (undefined: deleted). */
  constructor(private readonly held: () => Iterable<[string, Row | undefined]>) {}

  /** A row's change: its id leaves the keys `before` gave and goes under those `after` gives. */
  changed(id: string, before: Row | undefined, after: Row | undefined): void {
    for (const { keysOf, byKey } of this.lookups.values()) {
      if (before) for (const key of keysOf(before)) byKey.get(key)?.delete(id);
      if (after) file(byKey, keysOf(after), id);
    }
  }

  /** The ids of the rows held whose `keysOf` gives `key`. */
  ids(index: string, keysOf: (row: Row) => readonly string[], key: string): string[] {
    let lookup = this.lookups.get(index);
    if (!lookup) {
      lookup = { keysOf, byKey: new Map() };
      for (const [id, row] of this.held()) if (row) file(lookup.byKey, keysOf(row), id);
      this.lookups.set(index, lookup);
    }
    return [...(lookup.byKey.get(key) ?? [])];
  }
}

/** Files `id` under each of `keys`. */
function file(byKey: Map<string, Set<string>>, keys: readonly string[], id: string): void {
  for (const key of keys) {
    let ids = byKey.get(key);
    if (!ids) byKey.set(key, (ids = new Set()));
    ids.add(id);
  }
}

/**
 * The rows of one table a batch touches, keyed by id: loaded with one SELECT, changed in memory
 * event by event, written back with one upsert and one DELETE. Applying a batch this way gives
 * the rows the same events give one statement at a time.
 */
export class KeyedRows {
  private readonly rows = new Map<string, Row | undefined>();
  private readonly indexes = new RowIndexes(() => this.rows.entries());
  private readonly changed = new Set<string>();
  private readonly wanted = new Set<string>();
  private readonly stored = new Map<string, unknown>();
  /** A uuid id is one row whatever its letters' case, as it is to PostgreSQL. */
  private lowerKeys = false;

  /** `guard`: a column that only grows (a position); the upsert writes a row only past it. */
  constructor(
    readonly table: string,
    private readonly guard?: string,
  ) {}

  /** Asks for a row before `load`: only rows asked for may be read or changed. */
  want(id: string): void {
    this.wanted.add(id);
  }

  /** With `written` (a rebuild's fresh tables), the rows it holds are taken from it, and only the others read. */
  async load(db: Queryable, written?: WrittenRows): Promise<void> {
    const columns = await columnsOf(db, this.table);
    const idType = columns.find((c) => c.name === 'id')?.type ?? 'text';
    this.lowerKeys = idType === 'uuid';
    let ids = [...new Set([...this.wanted].map((id) => this.key(id)))].filter(
      (id) => !this.rows.has(id),
    );
    this.wanted.clear();
    if (written) {
      ids = ids.filter((id) => {
        const row = written.find(this.table, id);
        if (row === undefined) return true;
        this.setRow(id, row ?? undefined);
        if (row && this.guard) this.stored.set(id, row[this.guard]);
        return false;
      });
    }
    if (ids.length === 0) return;
    const { rows } = await db.query<Record<string, string | null>>({
      text: `SELECT * FROM ${this.table} WHERE id = ANY($1::${idType}[])`,
      values: [ids],
      types: rawText,
    });
    for (const id of ids) this.setRow(id, undefined);
    this.hold(columns, rows);
  }

  /**
   * Loads, before the batch's steps run, the stored rows whose ids `ids` (an SQL query answering
   * an `id` column) finds; rows already held are kept as they are.
   */
  async loadWhere(db: Queryable, ids: string, values: unknown[]): Promise<void> {
    const columns = await columnsOf(db, this.table);
    this.lowerKeys = columns.find((c) => c.name === 'id')?.type === 'uuid';
    const { rows } = await db.query<Record<string, string | null>>({
      text: `SELECT * FROM ${this.table} WHERE id IN (${ids})`,
      values,
      types: rawText,
    });
    this.hold(
      columns,
      rows.filter((raw) => !this.rows.has(this.key(String(raw.id)))),
    );
  }

  private hold(columns: Columns, rows: Record<string, string | null>[]): void {
    for (const raw of rows) {
      const row: Row = {};
      for (const c of columns) row[c.name] = parse(c.type, raw[c.name] ?? null);
      this.setRow(String(row.id), row);
      if (this.guard) this.stored.set(String(row.id), row[this.guard]);
    }
  }

  /** Every change to the rows held goes through here, so that the indexes stay true to them. */
  private setRow(id: string, row: Row | undefined): void {
    this.indexes.changed(id, this.rows.get(id), row);
    this.rows.set(id, row);
  }

  /** The rows held now whose `keysOf` gives `key`, by an index named `index` (see RowIndexes). */
  where(index: string, keysOf: (row: Row) => readonly string[], key: string): Row[] {
    return this.indexes.ids(index, keysOf, key).map((id) => this.rows.get(id)!);
  }

  private key(id: string): string {
    return this.lowerKeys ? id.toLowerCase() : id;
  }

  private known(id: string): string {
    const key = this.key(id);
    if (!this.rows.has(key))
      throw new Error(`${this.table}: row ${id} was not asked for before the batch`);
    return key;
  }

  get(id: string): Row | undefined {
    return this.rows.get(this.known(id));
  }

  /** The whole row, every column given. */
  put(row: Row): void {
    const key = this.known(String(row.id));
    this.setRow(key, row);
    this.changed.add(key);
  }

  delete(id: string): void {
    const key = this.known(id);
    this.setRow(key, undefined);
    this.changed.add(key);
  }

  /** Rows in memory now (loaded or put), for a step that looks beyond one id. */
  *entries(): IterableIterator<Row> {
    for (const row of this.rows.values()) if (row) yield row;
  }

  has(id: string): boolean {
    return this.rows.has(this.key(id));
  }

  /** Ids the batch holds in memory: whatever the database holds for them is decided here. */
  ids(): string[] {
    return [...this.rows.keys()];
  }

  /** With `written` (a rebuild's fresh tables), what is written is noted there too. */
  async write(db: Queryable, written?: WrittenRows): Promise<void> {
    const upserts: Row[] = [];
    const deletes: string[] = [];
    for (const id of this.changed) {
      const row = this.rows.get(id);
      if (!row) deletes.push(id);
      else upserts.push(row);
      written?.note(this.table, id, row ?? null);
    }
    this.changed.clear();
    const columns = await columnsOf(db, this.table);
    if (deletes.length > 0) {
      const idType = columns.find((c) => c.name === 'id')?.type ?? 'text';
      await db.query(`DELETE FROM ${this.table} WHERE id = ANY($1::${idType}[])`, [deletes]);
    }
    if (upserts.length === 0) return;
    const names = columns.map((c) => quote(c.name));
    const sets = names.filter((n) => n !== '"id"').map((n) => `${n} = EXCLUDED.${n}`);
    const conflict = sets.length === 0 ? 'DO NOTHING' : `DO UPDATE SET ${sets.join(', ')}`;
    // The guard: a stored row already past this batch's position for it is not written over.
    const guarded = this.guard
      ? ` WHERE ${this.table}.${quote(this.guard)} < EXCLUDED.${quote(this.guard)}`
      : '';
    if (this.guard) this.checkGuard(upserts);
    const { select, json } = selectRows(columns, upserts);
    await db.query(
      `INSERT INTO ${this.table} (${names.join(', ')}) ${select} ON CONFLICT (id) ${conflict}${guarded}`,
      [json],
    );
  }

  /** A changed row must carry its guard past the stored one, or the guarded upsert would drop it. */
  private checkGuard(rows: readonly Row[]): void {
    for (const row of rows) {
      const before = this.stored.get(String(row.id));
      if (before !== undefined && !(Number(row[this.guard!]) > Number(before))) {
        throw new Error(
          `${this.table}: row ${String(row.id)} changed without moving ${this.guard} past ${String(before)}`,
        );
      }
    }
  }
}
