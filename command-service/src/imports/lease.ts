import type pg from 'pg';
import { IMPORT_LEASE_CLASS } from '@chikoro/contracts';

/** A batch's run, held as long as its session lives. */
export interface BatchLease {
  release(): Promise<void>;
}

/**
 * The lease a batch's run holds while it writes: a session advisory lock on a connection of its
 * own. "No longer running" is then the database's word, not a guess from clocks: the lock goes
 * with the session, so a process killed with SIGKILL, a lost machine or a restart frees it, while
 * a run on any other replica still holds it. Undefined when another run holds it.
 */
export async function takeBatchLease(
  pool: pg.Pool,
  batchId: string,
): Promise<BatchLease | undefined> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok',
      [IMPORT_LEASE_CLASS, batchId],
    );
    if (!rows[0]?.ok) {
      client.release();
      return undefined;
    }
  } catch (error) {
    client.release(true);
    throw error;
  }
  return {
    async release() {
      // A session whose unlock fails is closed rather than returned to the pool still holding it.
      const failed = await client
        .query('SELECT pg_advisory_unlock($1, hashtext($2))', [IMPORT_LEASE_CLASS, batchId])
        .then(
          () => false,
          () => true,
        );
      client.release(failed);
    },
  };
}
