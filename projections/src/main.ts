import pg from 'pg';
import { createEventStore } from '@chikoro/eventstore';
import { loadConfig, logger, surviveLostSessions } from '@chikoro/platform';
import { allProjections, startProjections } from './index';
import { startKafkaRelay } from './kafka/index';

/** The projections process on its own (docker-compose scales it; one runner per projection holds the lock). */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required to run the projections on their own');
  // One session per projection holds its advisory lock; the rest serve the batches.
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 * allProjections.length + 10 });
  surviveLostSessions(pool);
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  const running = await startProjections({ store, pool, projections: allProjections, batchSize: Number(process.env.PROJECTION_BATCH_SIZE ?? 500) });
  const relay = config.KAFKA_BROKERS
    ? await startKafkaRelay({ store, pool, brokers: config.KAFKA_BROKERS.split(','), topic: config.KAFKA_TOPIC })
    : undefined;
  logger.info({ kafkaTopic: relay ? config.KAFKA_TOPIC : undefined }, 'projections running');
  const stop = async () => {
    await running.stop();
    await relay?.stop();
    await store.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((e: unknown) => {
  logger.fatal({ err: e }, 'start-up failed');
  process.exit(1);
});
