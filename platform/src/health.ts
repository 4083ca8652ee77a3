import { Router, type RequestHandler } from 'express';
import type pg from 'pg';
import { poolUsage } from './database';
import { problemType } from '@chikoro/contracts';
import { sendProblem } from './problems';

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
    if (!usage?.exhausted)
      return void res.setHeader('Cache-Control', 'no-store').json({ status: 'ok' });
    const { max, inUse, waiting } = usage;
    res
      .status(503)
      .setHeader('Cache-Control', 'no-store')
      .json({ status: 'no free database session', database: { max, inUse, waiting } });
  });
  router.get('/ready', async (_req, res) => {
    const { ready, ...details } = await check().catch((): Readiness => ({
      ready: false,
      error: 'the readiness check failed',
    }));
    res
      .status(ready ? 200 : 503)
      .setHeader('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', ...details });
  });
  return router;
}

/**
 * A process that listens before its routes are up: until `done`, readiness answers 503 (starting)
 * and every request that reaches `gate` gets a 503 to try again, never a 404 for a route still to come.
 */
export class StartUp {
  private up = false;

  /** `check`'s answer once the routes are up; not ready before. */
  readiness(check: () => Promise<Readiness>): () => Promise<Readiness> {
    return () =>
      this.up ? check() : Promise.resolve({ ready: false, starting: 'the routes are not up yet' });
  }

  /** Put where an unknown path would otherwise be a 404. */
  readonly gate: RequestHandler = (_req, res, next) => {
    if (this.up) return next();
    res.setHeader('Retry-After', '1');
    sendProblem(res, {
      type: problemType('starting'),
      title: 'Starting',
      status: 503,
      detail: 'The service is starting: try again in a moment.',
    });
  };

  done(): void {
    this.up = true;
  }
}
