import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { WrongExpectedRevisionError, type AppendOptions, type AppendResult, type ExpectedRevision, type NewEvent } from '../port';
import { APPEND_LOCK_KEY, NOTIFY_CHANNEL } from './schema';

type StoredResult = Omit<AppendResult, 'replayed'>;

const INSERT_EVENTS = `
  INSERT INTO es_events (position, id, stream_id, revision, type, data, metadata)
  SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::jsonb[])`;

/**
 * Appends inside the caller's open transaction (READ COMMITTED), which must commit for the events
 * to exist; outside a transaction it fails. Conflicts surface as WrongExpectedRevisionError and
 * leave the caller's transaction usable.
 */
export async function appendWithin(
  client: pg.ClientBase,
  streamId: string,
  events: NewEvent[],
  options: AppendOptions,
): Promise<AppendResult> {
  // Single writer: positions are assigned and committed in order, so no reader sees a position before every lower one.
  await client.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK_KEY]);
  await client.query('SAVEPOINT es_append');
  try {
    const result = await appendLocked(client, streamId, events, options);
    await client.query('RELEASE SAVEPOINT es_append');
    return result;
  } catch (error) {
    if (!isRaceLoss(error)) throw error;
    await client.query('ROLLBACK TO SAVEPOINT es_append');
    const replay = options.idempotencyKey === undefined ? undefined : await findResult(client, options.idempotencyKey);
    if (replay) return { ...replay, replayed: true };
    throw new WrongExpectedRevisionError(streamId, options.expectedRevision, (await currentRevision(client, streamId)) ?? 'no_stream');
  }
}

async function appendLocked(client: pg.ClientBase, streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
  const key = options.idempotencyKey;
  const replay = key === undefined ? undefined : await findResult(client, key);
  if (replay) return { ...replay, replayed: true };

  const current = await currentRevision(client, streamId);
  if (conflicts(options.expectedRevision, current)) {
    throw new WrongExpectedRevisionError(streamId, options.expectedRevision, current ?? 'no_stream');
  }
  const head = Number((await client.query<{ head: string }>('SELECT coalesce(max(position), 0) AS head FROM es_events')).rows[0]?.head ?? 0);
  const first = (current ?? -1) + 1;
  const result: StoredResult = { streamId, nextRevision: first + events.length - 1, position: head + events.length };

  if (events.length > 0) {
    await client.query(INSERT_EVENTS, [
      events.map((_, i) => head + 1 + i),
      events.map((e) => e.id ?? randomUUID()),
      events.map(() => streamId),
      events.map((_, i) => first + i),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data ?? null)),
      events.map((e) => JSON.stringify(e.metadata)),
    ]);
    await client.query(
      `INSERT INTO es_streams (stream_id, revision) VALUES ($1, $2)
       ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision`,
      [streamId, result.nextRevision],
    );
    // Delivered by PostgreSQL only when the transaction commits.
    await client.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, String(result.position)]);
  }
  if (key !== undefined) {
    await client.query('INSERT INTO es_idempotency (key, result) VALUES ($1, $2)', [key, JSON.stringify(result)]);
  }
  return { ...result, replayed: false };
}

function conflicts(expected: ExpectedRevision, current: number | null): boolean {
  if (expected === 'any') return false;
  if (expected === 'no_stream') return current !== null;
  return current !== expected;
}

async function currentRevision(client: pg.ClientBase, streamId: string): Promise<number | null> {
  const found = await client.query<{ revision: number }>('SELECT revision FROM es_streams WHERE stream_id = $1', [streamId]);
  return found.rows[0]?.revision ?? null;
}

async function findResult(client: pg.ClientBase, key: string): Promise<StoredResult | undefined> {
  const found = await client.query<{ result: StoredResult }>('SELECT result FROM es_idempotency WHERE key = $1', [key]);
  return found.rows[0]?.result;
}

/** A unique violation other than a reused event id: another writer got there first. */
function isRaceLoss(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint !== 'es_events_id_key';
}
