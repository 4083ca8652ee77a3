import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import type { PoisonedEvent } from '@chikoro/eventstore/consumer';
import {
  applyBatch,
  handles,
  liveTable,
  tablesOf,
  type Projection,
  type Tables,
} from './projection';
import { preparing } from './prepared';
import { SET_ASIDE } from './schema';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * One school's event that a projection cannot apply is set aside with the school's later events
 * behind it, so every other school's rows go on; a platform event (no school) still stops the
 * projection. `npm run replay -- retry <name>` applies what was set aside, in order, once fixed.
 */
export async function setAsideFirst(
  db: Queryable,
  name: string,
  { event, error }: PoisonedEvent,
): Promise<boolean> {
  const schoolId = event.metadata.schoolId;
  if (!schoolId) return false;
  await insert(db, name, [event], error instanceof Error ? error.message : String(error));
  return true;
}

/** Applies a batch, holding back (and recording) the events of schools whose earlier events were set aside. */
export async function applyHoldingSetAside(
  projection: Projection,
  events: RecordedEvent[],
  client: Queryable,
  tables: Tables<string>,
): Promise<void> {
  const held = await heldSchools(client, projection.name);
  if (held.size === 0) return applyBatch(projection, events, { db: preparing(client), tables });
  const isHeld = (e: RecordedEvent) =>
    e.metadata.schoolId !== null && held.has(e.metadata.schoolId);
  await insert(
    client,
    projection.name,
    events.filter((e) => isHeld(e) && handles(projection, e.type)),
    null,
  );
  await applyBatch(
    projection,
    events.filter((e) => !isHeld(e)),
    { db: preparing(client), tables },
  );
}

export interface SetAsideSchool {
  projection: string;
  schoolId: string;
  events: number;
  /** The event that could not be applied, and why. */
  first: { eventId: string; eventType: string; position: number; error: string };
}

export async function setAsideSchools(
  db: Pick<pg.Pool, 'query'>,
  names?: readonly string[],
): Promise<SetAsideSchool[]> {
  const { rows } = await db.query<{
    name: string;
    school_id: string;
    events: string;
    event_id: string;
    event_type: string;
    position: string;
    error: string;
  }>(
    `SELECT DISTINCT ON (name, school_id) name, school_id, count(*) OVER (PARTITION BY name, school_id) AS events, event_id, event_type, position, error
       FROM ${SET_ASIDE} ${names ? 'WHERE name = ANY($1)' : ''} ORDER BY name, school_id, position`,
    names ? [names] : [],
  );
  return rows.map((r) => ({
    projection: r.name,
    schoolId: r.school_id,
    events: Number(r.events),
    first: {
      eventId: r.event_id,
      eventType: r.event_type,
      position: Number(r.position),
      error: r.error,
    },
  }));
}

/**
 * Applies a projection's set-aside events, each school's in log order in one transaction, and
 * forgets them; a school whose events fail again keeps them (and the error). Answers what happened.
 */
export async function retrySetAside(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
): Promise<{ schoolId: string; applied: number; error?: string }[]> {
  const schools = await setAsideSchools(pool, [projection.name]);
  const outcomes: { schoolId: string; applied: number; error?: string }[] = [];
  for (const { schoolId } of schools) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ position: string }>(
        `SELECT position FROM ${SET_ASIDE} WHERE name = $1 AND school_id = $2 ORDER BY position FOR UPDATE`,
        [projection.name, schoolId],
      );
      const events: RecordedEvent[] = [];
      for (const { position } of rows)
        events.push(...(await store.readAll({ after: Number(position) - 1, limit: 1 })));
      await applyBatch(projection, events, { db: client, tables: tablesOf(projection, liveTable) });
      await client.query(`DELETE FROM ${SET_ASIDE} WHERE name = $1 AND school_id = $2`, [
        projection.name,
        schoolId,
      ]);
      await client.query('COMMIT');
      outcomes.push({ schoolId, applied: events.length });
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      const message = error instanceof Error ? error.message : String(error);
      await pool.query(
        `UPDATE ${SET_ASIDE} SET error = $3 WHERE name = $1 AND school_id = $2 AND position = (SELECT min(position) FROM ${SET_ASIDE} WHERE name = $1 AND school_id = $2)`,
        [projection.name, schoolId, message],
      );
      outcomes.push({ schoolId, applied: 0, error: message });
    } finally {
      client.release();
    }
  }
  return outcomes;
}

async function heldSchools(db: Queryable, name: string): Promise<Set<string>> {
  const { rows } = await db.query<{ school_id: string }>(
    `SELECT DISTINCT school_id FROM ${SET_ASIDE} WHERE name = $1`,
    [name],
  );
  return new Set(rows.map((r) => r.school_id));
}

async function insert(
  db: Queryable,
  name: string,
  events: RecordedEvent[],
  error: string | null,
): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO ${SET_ASIDE} (name, position, school_id, event_id, event_type, error)
     SELECT $1, p, s, i, t, $6 FROM unnest($2::bigint[], $3::uuid[], $4::uuid[], $5::text[]) AS x(p, s, i, t)
     ON CONFLICT (name, position) DO NOTHING`,
    [
      name,
      events.map((e) => e.position),
      events.map((e) => e.metadata.schoolId),
      events.map((e) => e.id),
      events.map((e) => e.type),
      error,
    ],
  );
}
