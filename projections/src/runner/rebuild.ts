import type pg from 'pg';
import {
  decodeEvent,
  type EventStore,
  type LogShare,
  type RecordedEvent,
} from '@chikoro/eventstore';
import { logger } from '@chikoro/platform/logger';
import { announceReadModelChange } from '@chikoro/platform/readModelChanges';
import {
  applyDecoded,
  handledTypes,
  handles,
  liveTable,
  rebuildTable,
  tablesOf,
  type Projection,
} from './projection';
import { preparing } from './prepared';
import { forgetColumns, WrittenRows } from './rows';
import { CHECKPOINTS, SET_ASIDE } from './schema';
import { platformWide } from './schoolTables';

/**
 * Rebuild batches: big enough that set-based writes pay off, small enough to keep memory flat (a
 * batch and the next one read ahead, some tens of MB). 8,000 against 2,000: the audit log alone
 * 6 % faster at 51,805 events, all nineteen read models 5 % at 201,771.
 */
export const REBUILD_BATCH_SIZE = 8000;
/** Rows a projection's rebuild holds of what it wrote, so as not to read them back (see WrittenRows): some tens of MB at most. */
export const ROWS_HELD = 100_000;
/**
 * Ids a projection's rebuild keeps of the rows it wrote, past the rows it holds (see WrittenRows):
 * the audit log's 485,000 records over a million events raised the rebuild's peak memory by some 100 MB.
 */
export const IDS_HELD = 1_000_000;

// A plain secondary index, unless a `kept while rebuilding` comment follows its CREATE INDEX.
const SECONDARY_INDEX = /CREATE\s+INDEX\b(?!\s*\/\*\s*kept while rebuilding\s*\*\/)[^;]*;?/gi;

/**
 * A table's DDL split in two: the table with its keys and constraints (ON CONFLICT needs them
 * while rows go in), and its plain secondary indexes, built once the rows are in. An index the
 * replay itself searches by (a batch finding the rows a person is listed in) is marked `kept
 * while rebuilding` and made with the table.
 */
export function splitDdl(ddl: string): { table: string; indexes: string[] } {
  const indexes = (ddl.match(SECONDARY_INDEX) ?? []).map((s) => s.trim());
  return { table: ddl.replace(SECONDARY_INDEX, '').trim(), indexes };
}

/**
 * The fresh tables a replay searches by an index kept while rebuilding. The planner knows nothing
 * of a table filled since it was created (it takes it for ten pages), so it would read the whole
 * table for every row sought; these are analysed as they grow.
 */
function searchedTables(projection: Projection): string[] {
  return Object.entries(projection.tables)
    .filter(([logical, ddl]) => /kept while rebuilding/.test(ddl(logical)))
    .map(([logical]) => rebuildTable(logical));
}

/** The events of a batch decoded once, for every projection that handles them. */
function decodeFor(projections: readonly Projection[], events: RecordedEvent[]): RecordedEvent[] {
  return events.filter((e) => projections.some((p) => handles(p, e.type))).map(decodeEvent);
}

/** One projection's part of a batch, in its own client (and transaction, when `own`). */
async function applyTo(
  projection: Projection,
  client: pg.PoolClient,
  decoded: RecordedEvent[],
  own: boolean,
  written?: WrittenRows,
): Promise<void> {
  const mine = decoded.filter((e) => handles(projection, e.type));
  if (mine.length === 0) return;
  const context = { db: preparing(client), tables: tablesOf(projection, rebuildTable), written };
  if (!own) return applyDecoded(projection, mine, context);
  await client.query('BEGIN');
  await applyDecoded(projection, mine, context);
  await client.query('COMMIT');
}

/** Reads a batch of the log, or of part of it, after a position: of the types given, if any. */
type Source = (
  after: number,
  limit: number,
  types: readonly string[] | undefined,
) => Promise<RecordedEvent[]>;

/** The whole log. */
const wholeLog =
  (store: EventStore): Source =>
  (after, limit, types) =>
    store.readAll({ after, limit, ...(types && { types }) });

/**
 * Reads the log after `after` once, batch by batch (the next read while the last is applied), and
 * gives each batch to every projection at once, each in its own client. Answers the last position.
 */
async function replay(
  source: Source,
  projections: readonly Projection[],
  clients: pg.PoolClient[],
  after: number,
  batchSize: number,
  own: boolean,
  written: WrittenRows[] = [],
): Promise<number> {
  // Only the events some projection handles are read at all.
  const handled = projections.flatMap(handledTypes);
  const types = handled.includes('*') ? undefined : [...new Set(handled)];
  if (types?.length === 0) return after;
  // A batch is decoded as soon as it is read, while the one before it is still being written.
  const read = (from: number) =>
    source(from, batchSize, types).then((events) => ({
      last: events.at(-1)?.position,
      decoded: decodeFor(projections, events),
    }));
  let position = after;
  let next = read(position);
  const searched = own ? projections.map(searchedTables) : [];
  for (let batch = 1; ; batch++) {
    const { last, decoded } = await next;
    if (last === undefined) return position;
    position = last;
    next = read(position);
    next.catch(() => {});
    await Promise.all(projections.map((p, i) => applyTo(p, clients[i]!, decoded, own, written[i])));
    // After the 1st, 2nd, 4th, 8th … batch: a few analyses, however long the log.
    if ((batch & (batch - 1)) === 0)
      await Promise.all(
        searched.map(
          (tables, i) => tables.length > 0 && clients[i]!.query(`ANALYZE ${tables.join(', ')}`),
        ),
      );
  }
}

/** Fresh, empty tables with their keys only. */
async function createFresh(pool: pg.Pool, projection: Projection): Promise<string[]> {
  const indexes: string[] = [];
  for (const [logical, ddl] of Object.entries(projection.tables)) {
    const split = splitDdl(ddl(rebuildTable(logical)));
    await pool.query(`DROP TABLE IF EXISTS ${rebuildTable(logical)}`);
    forgetColumns(rebuildTable(logical));
    await pool.query(split.table);
    indexes.push(...split.indexes);
  }
  return indexes;
}

/**
 * The swap: holds the checkpoint row (so the live runner pauses), applies what came since, renames
 * the fresh tables in. Readers wait a moment, never see an empty or half-built read model.
 */
async function swapIn(
  store: EventStore,
  projection: Projection,
  client: pg.PoolClient,
  caughtUp: number,
  batchSize: number,
): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query(`SELECT position FROM ${CHECKPOINTS} WHERE name = $1 FOR UPDATE`, [
      projection.name,
    ]);
    // Every event up to the head seen now is visible, so the read after it finds each one the projection handles.
    const head = await store.headPosition();
    const final = Math.max(
      head,
      await replay(wholeLog(store), [projection], [client], caughtUp, batchSize, false),
    );
    for (const logical of Object.keys(projection.tables)) {
      await client.query(`DROP TABLE IF EXISTS ${liveTable(logical)}__old`);
      await client.query(
        `ALTER TABLE IF EXISTS ${liveTable(logical)} RENAME TO ${liveTable(logical)}__old`,
      );
      await client.query(`ALTER TABLE ${rebuildTable(logical)} RENAME TO ${liveTable(logical)}`);
      await client.query(`DROP TABLE IF EXISTS ${liveTable(logical)}__old`);
      forgetColumns(liveTable(logical), rebuildTable(logical));
    }
    await client.query(
      `INSERT INTO ${CHECKPOINTS} (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
      [projection.name, final],
    );
    await client.query(
      'INSERT INTO projection_versions (name, version) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version',
      [projection.name, projection.version],
    );
    // The fresh tables hold every event up to the checkpoint: nothing of theirs is set aside any more.
    await client.query(`DELETE FROM ${SET_ASIDE} WHERE name = $1`, [projection.name]);
    await client.query('COMMIT');
    // Pages read from the old tables are forgotten by every query service.
    await announceReadModelChange(client, projection.name).catch((error: unknown) =>
      logger.warn(
        { err: error, projection: projection.name },
        'could not announce the rebuilt read model',
      ),
    );
    return final;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/**
 * Fills fresh tables from position 0 while the live ones keep answering, then swaps them in. The
 * log is read once for all the projections given; their secondary indexes are built after the
 * rows are in. Replay commits need no flush to disk: a rebuild cut short starts again from
 * nothing. Answers the position the projections stand at.
 */
export async function rebuildProjections(
  store: EventStore,
  pool: pg.Pool,
  projections: readonly Projection[],
  batchSize = REBUILD_BATCH_SIZE,
  rowsHeld = ROWS_HELD,
  workers = 1,
): Promise<number> {
  const split = workers > 1 ? await splitBySchool(store, pool, projections, workers) : undefined;
  // A client per projection (per worker, split by school), and one left for the reads and one for anyone else.
  const group = Math.max(1, Math.floor(((pool.options.max ?? 10) - 2) / workers));
  let final = 0;
  for (let i = 0; i < projections.length; i += group)
    final = Math.max(
      final,
      await rebuildGroup(store, pool, projections.slice(i, i + group), batchSize, rowsHeld, split),
    );
  return final;
}

/** A full rebuild's replay split by school: the shares of the log, and the read models split so. */
interface Split {
  shares: LogShare[];
  perSchool: Set<string>;
}

/**
 * Shares of the log by school, as even as their events allow (the largest school first, to the
 * share with the fewest events so far); the events of no school go to the share that takes them.
 * Only per-school read models are split: the platform-wide ones are replayed whole beside them.
 */
async function splitBySchool(
  store: EventStore,
  pool: pg.Pool,
  projections: readonly Projection[],
  workers: number,
): Promise<Split> {
  const wide = new Set((await platformWide(pool, projections)).map((p) => p.name));
  const shares = Array.from({ length: workers }, () => ({
    schoolIds: [] as string[],
    noSchool: false,
    events: 0,
  }));
  const counts = [...(await store.countBySchool())].sort((a, b) => b[1] - a[1]);
  for (const [school, events] of counts) {
    const share = shares.reduce((least, s) => (s.events < least.events ? s : least));
    share.events += events;
    if (school === null) share.noSchool = true;
    else share.schoolIds.push(school);
  }
  return {
    shares: shares.map(({ schoolIds, noSchool }) => ({ schoolIds, noSchool })),
    perSchool: new Set(projections.filter((p) => !wide.has(p.name)).map((p) => p.name)),
  };
}

/**
 * The replay of a group into its fresh tables: the whole log once for all of them or, split by
 * school, each share by its own worker (its own clients, a share's events in log order) and the
 * platform-wide read models over the whole log, all at once, up to the head seen at the start.
 * Answers the position replayed to, and the client each projection swaps in with.
 */
async function replayGroup(
  store: EventStore,
  pool: pg.Pool,
  projections: readonly Projection[],
  clients: pg.PoolClient[],
  batchSize: number,
  rowsHeld: number,
  split: Split | undefined,
): Promise<number> {
  const open = async () => {
    const client = await pool.connect();
    clients.push(client);
    await client.query('SET synchronous_commit TO off');
    return client;
  };
  for (let i = 0; i < projections.length; i++) await open();
  if (!split)
    // What each projection writes to its fresh tables is held in memory (up to a bound) rather than read back.
    return replay(
      wholeLog(store),
      projections,
      clients,
      0,
      batchSize,
      true,
      projections.map(() => new WrittenRows(rowsHeld, IDS_HELD)),
    );
  const head = await store.headPosition();
  const upToHead =
    (source: Source): Source =>
    async (after, limit, types) =>
      (await source(after, limit, types)).filter((e) => e.position <= head);
  const perSchool = projections.filter((p) => split.perSchool.has(p.name));
  const whole = projections.filter((p) => !split.perSchool.has(p.name));
  const clientOf = (p: Projection) => clients[projections.indexOf(p)]!;
  const workers = [perSchool.map(clientOf)];
  for (let w = 1; w < split.shares.length; w++)
    workers.push(await Promise.all(perSchool.map(() => open())));
  // A school's rows are written by its worker alone: what a worker wrote is all its events can find in the fresh tables.
  const held = () => new WrittenRows(rowsHeld, IDS_HELD);
  await Promise.all([
    whole.length > 0 &&
      replay(
        upToHead(wholeLog(store)),
        whole,
        whole.map(clientOf),
        0,
        batchSize,
        true,
        whole.map(held),
      ),
    ...split.shares.map(
      (share, w) =>
        perSchool.length > 0 &&
        replay(
          upToHead((after, limit, types) => store.readShare(share, { after, limit, types })),
          perSchool,
          workers[w]!,
          0,
          batchSize,
          true,
          perSchool.map(held),
        ),
    ),
  ]);
  return head;
}

async function rebuildGroup(
  store: EventStore,
  pool: pg.Pool,
  projections: readonly Projection[],
  batchSize: number,
  rowsHeld: number,
  split?: Split,
): Promise<number> {
  const indexes = await Promise.all(projections.map((p) => createFresh(pool, p)));
  const clients: pg.PoolClient[] = [];
  let failed: Error | undefined;
  try {
    const caughtUp = await replayGroup(
      store,
      pool,
      projections,
      clients,
      batchSize,
      rowsHeld,
      split,
    );
    await Promise.all(
      clients.slice(0, projections.length).map(async (client, i) => {
        for (const index of indexes[i]!) await client.query(index);
        // Analysed before they are swapped in: the planner knows the rows, and what an expression index holds, from the first read.
        await client.query(
          `ANALYZE ${Object.keys(projections[i]!.tables).map(rebuildTable).join(', ')}`,
        );
        await client.query('RESET synchronous_commit');
      }),
    );
    let final = caughtUp;
    for (const [i, projection] of projections.entries())
      final = Math.max(final, await swapIn(store, projection, clients[i]!, caughtUp, batchSize));
    return final;
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A client that failed mid-transaction is closed, never handed back half-way through one.
    for (const client of clients) {
      if (!failed) await client.query('RESET synchronous_commit').catch(() => {});
      client.release(failed);
    }
  }
}

/** Rebuilds one projection (see `rebuildProjections`). */
export function rebuildProjection(
  store: EventStore,
  pool: pg.Pool,
  projection: Projection,
  batchSize = REBUILD_BATCH_SIZE,
): Promise<number> {
  return rebuildProjections(store, pool, [projection], batchSize);
}
