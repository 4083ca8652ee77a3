import { createEventStore } from '@chikoro/eventstore';
import { databasePool, loadConfig, logger, serveApi } from '@chikoro/platform';
import { allProjections, readSideReadiness, startProjections } from './index';
import { RELAY_NAME, startKafkaRelay } from './kafka/index';

/**
 * The projections process on its own (docker-compose scales it; one runner per projection holds
 * the lock). It answers /api/health and /api/ready on PORT: the projections' lag, any stopped one,
 * and the Kafka relay's lag when it runs.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL)
    throw new Error('DATABASE_URL is required to run the projections on their own');
  const relayName = config.KAFKA_BROKERS ? RELAY_NAME : undefined;
  // One session per projection (and the relay) holds its advisory lock, on a standby replica too; batches get the working share.
  const pool = databasePool(config.DATABASE_URL, {
    held: allProjections.length + (relayName ? 1 : 0),
    working: config.DATABASE_POOL_WORKING,
  });
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  // Listening first: a rebuild at start-up may take a while, and readiness says so meanwhile.
  const api = await serveApi(config.PORT, config.HOST, () =>
    readSideReadiness({ store, pool, projections: allProjections, relayName }),
  );
  logger.info({ port: api.port }, 'projections listening, starting');
  const running = await startProjections({
    store,
    pool,
    projections: allProjections,
    batchSize: Number(process.env.PROJECTION_BATCH_SIZE ?? 500),
  });
  const relay = config.KAFKA_BROKERS
    ? await startKafkaRelay({
        store,
        pool,
        brokers: config.KAFKA_BROKERS.split(','),
        topic: config.KAFKA_TOPIC,
      })
    : undefined;
  api.serve();
  logger.info(
    { port: api.port, kafkaTopic: relay ? config.KAFKA_TOPIC : undefined },
    'projections running',
  );
  const stop = async () => {
    api.server.close();
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
  logger.fatal({ err: e }, `start-up failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
