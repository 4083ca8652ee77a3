import pg from 'pg';
import { PostgresEventStore } from '@chikoro/eventstore';
import { allProjections, startProjections, type Projection } from '../index';
import { eventCounts } from './eventCounts';

/**
 * The crash test's projections process: the real runner over the real read models plus the
 * counter, pausing inside each batch's transaction so a kill -9 lands mid-stream.
 */
const projections = [...allProjections, eventCounts as unknown as Projection];
// Each projection keeps one session for its advisory lock, and needs another for its batches.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 2 * projections.length + 10,
});
const store = new PostgresEventStore({ pool });
const delay = Number(process.env.PROJECTION_TEST_DELAY_MS ?? 0);
await startProjections({
  store,
  pool,
  projections,
  batchSize: Number(process.env.PROJECTION_BATCH_SIZE ?? 3),
  beforeCommit: () => new Promise((r) => setTimeout(r, delay)),
});
process.once('SIGTERM', () => process.exit(0));
