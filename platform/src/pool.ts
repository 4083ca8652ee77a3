import pg from 'pg';
import { surviveLostSessions } from './database';

/**
 * What a process asks of the database: `held` sessions kept for good (each projection, reactor
 * and the Kafka relay holds one for its advisory lock, on a standby replica too) and `working`
 * more for requests and batches.
 */
export interface PoolShare {
  held: number;
  working: number;
}

/** A pool sized for what the process holds and works with; a connection the server drops is replaced, not fatal. */
export function databasePool(connectionString: string, { held, working }: PoolShare): pg.Pool {
  return surviveLostSessions(new pg.Pool({ connectionString, max: held + working }));
}

/**
 * Refuses to start `held` holders on a pool they would fill: the last of them, and every request
 * after, would wait for a connection for ever, with nothing in the log.
 */
export function assertPoolServes(
  pool: Pick<pg.Pool, 'options'>,
  held: number,
  holders: string,
): void {
  const max = pool.options.max ?? 10;
  if (max > held) return;
  throw new Error(
    `The database pool has ${max} connections and the ${held} ${holders} hold one each for good: none would be left to serve requests. ` +
      'Size the pool for what the process holds (DATABASE_POOL_WORKING is the share beyond it).',
  );
}
