import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type StreamAppend } from '../port';
import { APPEND_LOCK_KEY, NOTIFY_CHANNEL } from './schema';

type StoredResult = Omit<AppendResult, 'replayed'>;
export type AppendOutcome = PromiseSettledResult<AppendResult>;

/** Taken before any read: the holder alone assigns positions and commits them, in order. */
export const TAKE_APPEND_LOCK = `SELECT pg_advisory_xact_lock(${APPEND_LOCK_KEY})`;

/** Head of the log, each stream's last revision (one index probe a stream) and the keys already used. */
const READ_STATE = `
  SELECT 'head' AS kind, NULL AS key, (SELECT coalesce(max(position), 0) FROM es_events)::text AS value
  UNION ALL
  SELECT 'stream', s.id, (SELECT e.revision FROM es_events e WHERE e.stream_id = s.id ORDER BY e.revision DESC LIMIT 1)::text
    FROM unnest($1::text[]) AS s(id)
  UNION ALL
  SELECT 'key', i.key, i.result::text FROM es_idempotency i WHERE i.key = ANY($2::text[])`;

/** Every event and idempotency key of a batch in one statement; subscribers are told once, at commit. */
const WRITE_BATCH = `
  WITH events AS (
    INSERT INTO es_events (position, id, stream_id, revision, type, data, metadata)
    SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::jsonb[])
  ), keys AS (
    INSERT INTO es_idempotency (key, result) SELECT * FROM unnest($8::text[], $9::jsonb[])
  )
  SELECT CASE WHEN cardinality($1::bigint[]) > 0 THEN pg_notify($10, $11) END`;

interface LogState {
  head: number;
  revisions: Map<string, number>;
  stored: Map<string, StoredResult>;
}

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
}

async function readState(client: pg.ClientBase, appends: readonly StreamAppend[]): Promise<LogState> {
  const streams = [...new Set(appends.map((a) => a.streamId))];
  const keys = [...new Set(appends.flatMap((a) => (a.options.idempotencyKey === undefined ? [] : [a.options.idempotencyKey])))];
  const { rows } = await client.query<{ kind: string; key: string | null; value: string | null }>(READ_STATE, [streams, keys]);
  const state: LogState = { head: 0, revisions: new Map(), stored: new Map() };
  for (const { kind, key, value } of rows) {
    if (kind === 'head') state.head = Number(value);
    else if (kind === 'stream' && value !== null) state.revisions.set(key!, Number(value));
    else if (kind === 'key') state.stored.set(key!, JSON.parse(value!) as StoredResult);
  }
  return state;
}

function conflicts(expected: ExpectedRevision, current: number | undefined): boolean {
  if (expected === 'any') return false;
  if (expected === 'no_stream') return current !== undefined;
  return current !== expected;
}

/** Each append in turn against the log as the ones before it left it: a refused one changes nothing. */
function decide(appends: readonly StreamAppend[], state: LogState, rows: Rows): AppendOutcome[] {
  return appends.map(({ streamId, events, options }): AppendOutcome => {
    const key = options.idempotencyKey;
    const earlier = key === undefined ? undefined : state.stored.get(key);
    if (earlier) return { status: 'fulfilled', value: { ...earlier, replayed: true } };
    const current = state.revisions.get(streamId);
    if (conflicts(options.expectedRevision, current)) {
      return { status: 'rejected', reason: new WrongExpectedRevisionError(streamId, options.expectedRevision, current ?? 'no_stream') };
    }
    const first = (current ?? -1) + 1;
    events.forEach((event, i) => {
      rows.positions.push(state.head + 1 + i);
      rows.ids.push(event.id ?? randomUUID());
      rows.streams.push(streamId);
      rows.revisions.push(first + i);
      rows.types.push(event.type);
      rows.data.push(JSON.stringify(event.data ?? null));
      rows.metadata.push(JSON.stringify(event.metadata));
    });
    state.head += events.length;
    const result: StoredResult = { streamId, nextRevision: first + events.length - 1, position: state.head };
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
 * Decides and writes a batch of appends in the caller's transaction, which must hold the append
 * lock (TAKE_APPEND_LOCK) and commit for the events to exist. Three round trips whatever the size.
 * A refused append is an outcome, not an error; an error (a reused event id) fails the whole write.
 */
export async function appendLocked(client: pg.ClientBase, appends: readonly StreamAppend[]): Promise<AppendOutcome[]> {
  const state = await readState(client, appends);
  const rows = new Rows();
  const outcomes = decide(appends, state, rows);
  if (rows.positions.length > 0 || rows.keys.length > 0) {
    await client.query(WRITE_BATCH, [
      rows.positions, rows.ids, rows.streams, rows.revisions, rows.types, rows.data, rows.metadata,
      rows.keys, rows.results, NOTIFY_CHANNEL, String(state.head),
    ]);
  }
  return outcomes;
}

/**
 * One append inside the caller's open transaction (READ COMMITTED); outside a transaction it fails.
 * The append lock is then held until the caller commits. Conflicts surface as
 * WrongExpectedRevisionError and leave the caller's transaction usable.
 */
export async function appendWithin(client: pg.ClientBase, append: StreamAppend): Promise<AppendResult> {
  await client.query(`SAVEPOINT es_append; ${TAKE_APPEND_LOCK}`);
  try {
    const [outcome] = await appendLocked(client, [append]);
    await client.query('RELEASE SAVEPOINT es_append');
    if (outcome!.status === 'rejected') throw outcome!.reason;
    return outcome!.value;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) await client.query('ROLLBACK TO SAVEPOINT es_append');
    throw error;
  }
}
