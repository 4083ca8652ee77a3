import type pg from 'pg';
import type { EventStore } from '@chikoro/eventstore';
import { databaseReady, type Readiness } from '@chikoro/platform';

/**
 * The write side's readiness: the database answers (credentials, idempotent answers) and so does
 * the event store. Shows the store's head and how far each reactor has got behind it; a reactor
 * behind does not make commands wait, so it is shown, not counted against readiness.
 */
export async function commandSideReadiness({
  pool,
  store,
}: {
  pool: pg.Pool;
  store: EventStore;
}): Promise<Readiness> {
  const database = await databaseReady(pool);
  if (!database.ready) return database;
  const head = await store.headPosition().catch(() => undefined);
  if (head === undefined) return { ready: false, database: 'ok', eventStore: 'unreachable' };
  const { rows } = await pool.query<{ name: string; position: string }>(
    'SELECT name, position FROM reactor_checkpoints ORDER BY name',
  );
  const reactors = rows.map((r) => ({
    name: r.name,
    position: Number(r.position),
    lag: Math.max(0, head - Number(r.position)),
  }));
  return { ready: true, database: 'ok', eventStore: 'ok', head, reactors };
}
