import type pg from 'pg';
import { logger } from './logger';

/**
 * The database or the way to it failing, not the request: a refused or dropped connection, a
 * session the server ended (a shutdown, a restart, pg_terminate_backend), a server starting up
 * or shutting down, a pool that could not connect in time.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Class 08 (connection exception), 57P01–57P03 (the server shutting down, not accepting sessions).
    if (code.startsWith('08') || /^57P0[1-3]$/.test(code)) return true;
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'EPIPE',
        'ETIMEDOUT',
        'EHOSTUNREACH',
        'ENOTFOUND',
        'EAI_AGAIN',
      ].includes(code)
    )
      return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/i.test(
      message,
    )
  );
}

/**
 * A session the server ends is dropped from the pool and logged, never the end of the process:
 * pg emits 'error' on a client, idle or checked out between two queries, and an 'error' nobody
 * listens for ends Node. The query in flight fails as it would; the next checkout connects anew.
 */
export function surviveLostSessions<P extends pg.Pool>(pool: P): P {
  pool.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
  });
  return pool;
}

/** How busy a pool is: `exhausted` when every session it may open is checked out. */
export function poolUsage(pool: pg.Pool): {
  max: number;
  inUse: number;
  waiting: number;
  exhausted: boolean;
} {
  const max = pool.options.max ?? 10;
  const inUse = pool.totalCount - pool.idleCount;
  return { max, inUse, waiting: pool.waitingCount, exhausted: inUse >= max };
}
