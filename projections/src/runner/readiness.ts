import type pg from 'pg';
import type { EventStore } from '@chikoro/eventstore';
import { databaseReady, type Readiness } from '@chikoro/platform/health';
import type { Projection } from './projection';
import { checkpoints } from './runner';
import { setAsideSchools } from './setAside';
import { projectionStatuses } from './status';

/**
 * The read side's readiness: the database answers, and no projection is stopped. Shows each
 * projection's position and lag behind the store's head, and the Kafka relay's when one runs.
 */
export async function readSideReadiness(options: {
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  relayName?: string;
}): Promise<Readiness> {
  const database = await databaseReady(options.pool);
  if (!database.ready) return database;
  const head = await options.store.headPosition();
  const positions = await checkpoints(options.pool);
  const statuses = new Map((await projectionStatuses(options.pool)).map((s) => [s.name, s]));
  const projections = options.projections.map((p) => {
    const position = positions[p.name] ?? 0;
    const status = statuses.get(p.name);
    return {
      name: p.name,
      position,
      lag: Math.max(0, head - position),
      status: status?.status ?? 'running',
      ...(status?.stoppedAt && { stoppedAt: status.stoppedAt }),
    };
  });
  // A school waiting behind an event set aside does not make the platform unready: the others are served.
  const setAside = await setAsideSchools(options.pool);
  const relayPosition =
    options.relayName === undefined ? undefined : (positions[options.relayName] ?? 0);
  return {
    ready: projections.every((p) => p.status === 'running'),
    database: 'ok',
    head,
    projections,
    ...(setAside.length > 0 && { setAside }),
    ...(relayPosition !== undefined && {
      kafkaRelay: { position: relayPosition, lag: Math.max(0, head - relayPosition) },
    }),
  };
}
