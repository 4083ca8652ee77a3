import type pg from 'pg';
import type { PoisonedEvent } from '@chikoro/eventstore/consumer';
import { CHECKPOINTS, STATUS } from './schema';

type Queryable = Pick<pg.Pool, 'query'>;

export interface ProjectionStatus {
  name: string;
  status: 'running' | 'stopped';
  /** Where it stopped: the event it could not apply, and why. */
  stoppedAt?: { eventId: string; eventType: string; position: number; error: string };
}

/** A projection seen for the first time is running; a stopped one stays stopped across restarts. */
export async function markRunning(db: Queryable, name: string): Promise<void> {
  await db.query(
    `INSERT INTO ${STATUS} (name, status) VALUES ($1, 'running') ON CONFLICT (name) DO NOTHING`,
    [name],
  );
}

export async function markStopped(
  db: Queryable,
  name: string,
  { event, error }: PoisonedEvent,
): Promise<void> {
  await db.query(
    `INSERT INTO ${STATUS} (name, status, event_id, event_type, position, error, changed_at) VALUES ($1, 'stopped', $2, $3, $4, $5, now())
     ON CONFLICT (name) DO UPDATE SET status = 'stopped', event_id = $2, event_type = $3, position = $4, error = $5, changed_at = now()`,
    [
      name,
      event.id,
      event.type,
      event.position,
      error instanceof Error ? error.message : String(error),
    ],
  );
}

export async function isStopped(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query<{ status: string }>(
    `SELECT status FROM ${STATUS} WHERE name = $1`,
    [name],
  );
  return rows[0]?.status === 'stopped';
}

export async function projectionStatuses(db: Queryable): Promise<ProjectionStatus[]> {
  const { rows } = await db.query<{
    name: string;
    status: 'running' | 'stopped';
    event_id: string;
    event_type: string;
    position: string;
    error: string;
  }>(`SELECT name, status, event_id, event_type, position, error FROM ${STATUS} ORDER BY name`);
  return rows.map((r) => ({
    name: r.name,
    status: r.status,
    ...(r.status === 'stopped'
      ? {
          stoppedAt: {
            eventId: r.event_id,
            eventType: r.event_type,
            position: Number(r.position),
            error: r.error,
          },
        }
      : {}),
  }));
}

/** Clears a stop: the runner tries the event again (after a fix was deployed, say). */
export async function retryStopped(
  pool: pg.Pool,
  name: string,
): Promise<ProjectionStatus['stoppedAt']> {
  const { rows } = await pool.query<{
    event_id: string;
    event_type: string;
    position: string;
    error: string;
  }>(
    `UPDATE ${STATUS} SET status = 'running', changed_at = now() WHERE name = $1 AND status = 'stopped'
     RETURNING event_id, event_type, position, error`,
    [name],
  );
  const row = rows[0];
  return (
    row && {
      eventId: row.event_id,
      eventType: row.event_type,
      position: Number(row.position),
      error: row.error,
    }
  );
}

/**
 * Skips the event a projection stopped at: the checkpoint moves past it and the skip is recorded
 * (projection_skips), in one transaction, then the runner goes on with the next event.
 */
export async function skipStoppedEvent(
  pool: pg.Pool,
  name: string,
): Promise<ProjectionStatus['stoppedAt']> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{
      event_id: string;
      event_type: string;
      position: string;
      error: string;
    }>(
      `SELECT event_id, event_type, position, error FROM ${STATUS} WHERE name = $1 AND status = 'stopped' FOR UPDATE`,
      [name],
    );
    const row = rows[0];
    if (!row) {
      await client.query('ROLLBACK');
      return undefined;
    }
    await client.query(
      'INSERT INTO projection_skips (name, event_id, event_type, position, error) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [name, row.event_id, row.event_type, row.position, row.error],
    );
    await client.query(
      `UPDATE ${CHECKPOINTS} SET position = GREATEST(position, $2) WHERE name = $1`,
      [name, row.position],
    );
    await client.query(
      `UPDATE ${STATUS} SET status = 'running', changed_at = now() WHERE name = $1`,
      [name],
    );
    await client.query('COMMIT');
    return {
      eventId: row.event_id,
      eventType: row.event_type,
      position: Number(row.position),
      error: row.error,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
