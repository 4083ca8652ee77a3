import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type StreamAppend,
} from '../port';
import { APPEND_LOCK_KEY, NOTIFY_CHANNEL } from './schema';

const { escapeLiteral } = pg;

type StoredResult = Omit<AppendResult, 'replayed'>;
export type AppendOutcome = PromiseSettledResult<AppendResult>;

/** Taken before any read: the holder alone assigns positions and commits them, in order. */
export const TAKE_APPEND_LOCK = `SELECT pg_advisory_xact_lock(${APPEND_LOCK_KEY})`;

/**
 * Head of the log, each stream's last revision (one index probe a stream) and the keys already
 * used. Sent after the lock in one simple query: in READ COMMITTED each statement takes its own
 * snapshot, so this one sees every batch committed before the lock was granted.
 */
const readState = (streams: readonly string[], keys: readonly string[]) => `
  SELECT 'head' AS kind, NULL AS key, (SELECT coalesce(max(position), 0) FROM es_events)::text AS value
  UNION ALL
  SELECT 'stream', s.id, (SELECT e.revision FROM es_events e WHERE e.stream_id = s.id ORDER BY e.revision DESC LIMIT 1)::text
    FROM unnest(${text(streams)}) AS s(id)
  UNION ALL
  SELECT 'key', i.key, i.result::text FROM es_idempotency i WHERE i.key = ANY(${text(keys)})`;

interface LogState {
  head: number;
  revisions: Map<string, number>;
  stored: Map<string, StoredResult>;
}

/** A string constant: dollar-quoted (nothing to escape, whatever the server's settings) unless the text holds the tag. */
const quote = (value: string) =>
  value.includes('$es$') ? escapeLiteral(value) : `$es$${value}$es$`;

/** An array literal PostgreSQL parses once, however long: elements quoted, the whole a constant. */
function arrayOf(values: readonly string[], type: string): string {
  if (values.length === 0) return `'{}'::${type}[]`;
  // One scan of the whole for a quote or a backslash; the elements are escaped one by one only when there is one.
  const escaped = /[\\"]/.test(values.join(''))
    ? values.map((v) => v.replace(/[\\"]/g, '\\$&'))
    : values;
  return `${quote(`{"${escaped.join('","')}"}`)}::${type}[]`;
}

const numbers = (values: readonly number[], type: string) => `'{${values.join(',')}}'::${type}[]`;

const text = (values: readonly string[]) => arrayOf(values, 'text');

/** JSON texts as one jsonb array constant: nothing in them to escape, however many quotes they hold. */
const jsonArray = (values: readonly string[]) => `${quote(`[${values.join(',')}]`)}::jsonb`;

/** The rows a batch writes, column by column (the batch's statements travel as one simple query). */
class Rows {
  readonly positions: number[] = [];
  readonly ids: string[] = [];
  readonly streams: string[] = [];
  readonly revisions: number[] = [];
  readonly types: string[] = [];
  readonly data: string[] = [];
  readonly metadata: string[] = [];
  readonly keys: string[] = [];
  readonly results: string[] = [];

  /**
   * Statements that write the rows and tell subscribers, once per batch, when the transaction
   * commits. `fromHead`: the positions count from the head of the log, which the statements read
   * themselves (the first answers it as `head`), for a batch decided before the lock was taken.
   */
  sql(fromHead = false): string {
    const statements: string[] = [];
    const head = '(SELECT coalesce(max(position), 0) FROM es_events)';
    if (fromHead) statements.push(`SELECT ${head} AS head`);
    if (this.positions.length > 0) {
      // The data and metadata travel as JSON arrays, paired with the other columns by their place (ROWS FROM zips them, in order).
      statements.push(`INSERT INTO es_events (position, id, stream_id, revision, type, data, metadata)
        SELECT ${fromHead ? `${head} + ` : ''}e.position, e.id, e.stream_id, e.revision, e.type, e.data, e.metadata
        FROM ROWS FROM (unnest(${numbers(this.positions, 'bigint')}), unnest(${arrayOf(this.ids, 'uuid')}), unnest(${text(this.streams)}),
          unnest(${numbers(this.revisions, 'int')}), unnest(${text(this.types)}), jsonb_array_elements(${jsonArray(this.data)}),
          jsonb_array_elements(${jsonArray(this.metadata)})) AS e(position, id, stream_id, revision, type, data, metadata)`);
      const last = fromHead ? `${head}::text` : `'${this.positions[this.positions.length - 1]}'`;
      statements.push(`SELECT pg_notify('${NOTIFY_CHANNEL}', ${last})`);
    }
    if (this.keys.length > 0) {
      statements.push(
        `INSERT INTO es_idempotency (key, result) SELECT * FROM unnest(${text(this.keys)}, ${arrayOf(this.results, 'jsonb')})`,
      );
    }
    return statements.join(';\n');
  }
}

/** Reads the state the batch is decided on (after `before`: BEGIN and the lock, or a rollback to a savepoint): one round trip. */
async function readLog(
  client: pg.ClientBase,
  before: string,
  streams: readonly string[],
  keys: readonly string[],
): Promise<LogState> {
  const results = (await client.query(
    `${before}; ${readState(streams, keys)}`,
  )) as unknown as pg.QueryResult[];
  const rows = results[results.length - 1]!.rows as {
    kind: string;
    key: string | null;
    value: string | null;
  }[];
  const state: LogState = { head: 0, revisions: new Map(), stored: new Map() };
  for (const { kind, key, value } of rows) {
    if (kind === 'head') state.head = Number(value);
    else if (kind === 'stream' && value !== null) state.revisions.set(key!, Number(value));
    else if (kind === 'key') state.stored.set(key!, JSON.parse(value!) as StoredResult);
  }
  return state;
}

/**
 * The streams a batch need not look up: those every append of the batch expects not to exist.
 * Their first event takes revision 0, which the (stream_id, revision) key refuses for a stream
 * that does exist; only then are they read, and the batch decided again.
 */
function unlookedStreams(appends: readonly StreamAppend[]): Set<string> {
  const expectedNew = new Set<string>();
  const otherwise = new Set<string>();
  for (const { streamId, options } of appends)
    (options.expectedRevision === 'no_stream' ? expectedNew : otherwise).add(streamId);
  for (const streamId of otherwise) expectedNew.delete(streamId);
  return expectedNew;
}

const isStreamRevisionTaken = (error: unknown) => {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'es_events_stream_revision';
};

function conflicts(expected: ExpectedRevision, current: number | undefined): boolean {
  if (expected === 'any') return false;
  if (expected === 'no_stream') return current !== undefined;
  return current !== expected;
}

/** An append's events as they are written (ids given or new, data and metadata as JSON): worked out before the lock is taken. */
interface Serialized {
  ids: string[];
  data: string[];
  metadata: string[];
}

const serialize = ({ events }: StreamAppend): Serialized => ({
  ids: events.map((event) => event.id ?? randomUUID()),
  data: events.map((event) => JSON.stringify(event.data ?? null)),
  metadata: events.map((event) => JSON.stringify(event.metadata)),
});

/** Each append in turn against the log as the ones before it left it: a refused one changes nothing. */
function decide(
  appends: readonly StreamAppend[],
  serialized: readonly Serialized[],
  state: LogState,
  rows: Rows,
): AppendOutcome[] {
  return appends.map(({ streamId, events, options }, a): AppendOutcome => {
    const key = options.idempotencyKey;
    const earlier = key === undefined ? undefined : state.stored.get(key);
    if (earlier) return { status: 'fulfilled', value: { ...earlier, replayed: true } };
    const current = state.revisions.get(streamId);
    if (conflicts(options.expectedRevision, current)) {
      return {
        status: 'rejected',
        reason: new WrongExpectedRevisionError(
          streamId,
          options.expectedRevision,
          current ?? 'no_stream',
        ),
      };
    }
    const first = (current ?? -1) + 1;
    const { ids, data, metadata } = serialized[a]!;
    events.forEach((event, i) => {
      rows.positions.push(state.head + 1 + i);
      rows.ids.push(ids[i]!);
      rows.streams.push(streamId);
      rows.revisions.push(first + i);
      rows.types.push(event.type);
      rows.data.push(data[i]!);
      rows.metadata.push(metadata[i]!);
    });
    state.head += events.length;
    const result: StoredResult = {
      streamId,
      nextRevision: first + events.length - 1,
      position: state.head,
    };
    if (events.length > 0) state.revisions.set(streamId, result.nextRevision);
    if (key !== undefined) {
      state.stored.set(key, result);
      rows.keys.push(key);
      rows.results.push(JSON.stringify(result));
    }
    return { status: 'fulfilled', value: { ...result, replayed: false } };
  });
}

/**
 * Decides a batch of appends and writes it in one transaction: `begin` opens it (BEGIN, or a
 * SAVEPOINT in the caller's), the append lock is taken, the state read, and `end` (COMMIT, or
 * nothing) follows the write: two round trips whatever the size (four when a stream expected not
 * to exist does). A refused append is an outcome, not an error; an error (a reused event id) fails
 * the whole write. `locked` is told once the lock is held: whatever takes it after that commits
 * after this.
 */
export async function appendLocked(
  client: pg.ClientBase,
  appends: readonly StreamAppend[],
  begin: string,
  end: string,
  locked?: () => void,
): Promise<AppendOutcome[]> {
  // What needs no knowledge of the log is done before the lock, not while others wait for it.
  const serialized = appends.map(serialize);
  const unlooked = unlookedStreams(appends);
  const streams = [...new Set(appends.map((a) => a.streamId))].filter(
    (streamId) => !unlooked.has(streamId),
  );
  const keys = [
    ...new Set(
      appends.flatMap((a) =>
        a.options.idempotencyKey === undefined ? [] : [a.options.idempotencyKey],
      ),
    ),
  ];
  const write = async (decidedOn: LogState) => {
    const rows = new Rows();
    const outcomes = decide(appends, serialized, decidedOn, rows);
    const statements = [rows.sql(), end].filter((statement) => statement !== '');
    if (statements.length > 0) await client.query(statements.join(';\n'));
    return outcomes;
  };
  // A stream expected not to exist does: the batch is decided again on every stream's revision.
  const decideAgain = async (before: LogState) => {
    const again = await readLog(client, 'ROLLBACK TO SAVEPOINT es_unlooked', [...unlooked], []);
    for (const [streamId, revision] of again.revisions) before.revisions.set(streamId, revision);
    return write({ ...before, head: again.head });
  };
  if (streams.length === 0 && keys.length === 0) {
    // Nothing to read but the head: decided and written out before the lock, the positions added by the write itself.
    const rows = new Rows();
    const outcomes = decide(
      appends,
      serialized,
      { head: 0, revisions: new Map(), stored: new Map() },
      rows,
    );
    const script = [rows.sql(true), end].filter((statement) => statement !== '').join(';\n');
    const lock = `${begin}; ${TAKE_APPEND_LOCK}; SAVEPOINT es_unlooked`;
    let head: number;
    try {
      if (locked) {
        await client.query(lock);
        locked();
      }
      const results = (await client.query(
        locked ? script : `${lock};\n${script}`,
      )) as unknown as pg.QueryResult[];
      head = Number(results.find((result) => result.fields?.[0]?.name === 'head')!.rows[0].head);
    } catch (error) {
      if (!isStreamRevisionTaken(error)) throw error;
      return decideAgain({ head: 0, revisions: new Map(), stored: new Map() });
    }
    return outcomes.map((outcome) =>
      outcome.status === 'rejected'
        ? outcome
        : {
            status: 'fulfilled',
            value: { ...outcome.value, position: outcome.value.position + head },
          },
    );
  }
  // The savepoint, after the lock, lets a refused first revision be taken back with the lock still held.
  const savepoint = unlooked.size > 0 ? '; SAVEPOINT es_unlooked' : '';
  const state = await readLog(client, `${begin}; ${TAKE_APPEND_LOCK}${savepoint}`, streams, keys);
  locked?.();
  if (unlooked.size === 0) return write(state);
  const before = {
    head: state.head,
    revisions: new Map(state.revisions),
    stored: new Map(state.stored),
  };
  try {
    return await write(state);
  } catch (error) {
    if (!isStreamRevisionTaken(error)) throw error;
  }
  return decideAgain(before);
}

/**
 * One append inside the caller's open transaction (READ COMMITTED); outside a transaction it fails.
 * The append lock is then held until the caller commits. Conflicts surface as
 * WrongExpectedRevisionError and leave the caller's transaction usable.
 */
export async function appendWithin(
  client: pg.ClientBase,
  append: StreamAppend,
): Promise<AppendResult> {
  try {
    const [outcome] = await appendLocked(
      client,
      [append],
      'SAVEPOINT es_append',
      'RELEASE SAVEPOINT es_append',
    );
    if (outcome!.status === 'rejected') throw outcome!.reason;
    return outcome!.value;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError))
      await client.query('ROLLBACK TO SAVEPOINT es_append');
    throw error;
  }
}
