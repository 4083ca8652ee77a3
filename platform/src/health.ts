import { Router } from 'express';
import type pg from 'pg';
import { poolUsage } from './database';

/** What a readiness check found: `ready` decides 200 or 503; the rest is shown as it is (no secrets). */
export interface Readiness {
  ready: boolean;
  [detail: string]: unknown;
}

/** The database answers a trivial query. */
export async function databaseReady(pool: Pick<pg.Pool, 'query'>): Promise<Readiness> {
  try {
    await pool.query('SELECT 1');
    return { ready: true, database: 'ok' };
  } catch {
    return { ready: false, database: 'unreachable' };
  }
}

/**
 * Public endpoints for compose and for people: `GET /health` answers while the process lives, 503
 * when every session of `pool` is taken (nothing that needs the database can be answered);
 * `GET /ready` answers 200 when `check` finds everything ready, 503 otherwise.
 */
export function healthRoutes(check: () => Promise<Readiness>, pool?: pg.Pool): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    const usage = pool && poolUsage(pool);
    if (!usage?.exhausted) return void res.setHeader('Cache-Control', 'no-store').json({ status: 'ok' });
    const { max, inUse, waiting } = usage;
    res.status(503).setHeader('Cache-Control', 'no-store').json({ status: 'no free database session', database: { max, inUse, waiting } });
  });
  router.get('/ready', async (_req, res) => {
    const { ready, ...details } = await check().catch((): Readiness => ({ ready: false, error: 'the readiness check failed' }));
    res.status(ready ? 200 : 503).setHeader('Cache-Control', 'no-store').json({ status: ready ? 'ready' : 'not ready', ...details });
  });
  return router;
}
