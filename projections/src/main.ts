import pg from 'pg';
import { createEventStore } from '@chikoro/eventstore';
import { loadConfig } from '@chikoro/platform';
import { allProjections, startProjections } from './index';

/** The projections process on its own (docker-compose scales it; one runner per projection holds the lock). */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required to run the projections on their own');
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL });
  pool.on('error', (error) => console.error('database connection lost:', error.message));
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  const running = await startProjections({ store, pool, projections: allProjections, batchSize: Number(process.env.PROJECTION_BATCH_SIZE ?? 500) });
  console.log('projections running');
  const stop = async () => {
    await running.stop();
    await store.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
