import { createEventStore } from '@chikoro/eventstore';
import {
  clockOf,
  createTokens,
  databasePool,
  loadConfig,
  logger,
  ReadModelChanges,
  serveApi,
  tellSessionsTheDay,
} from '@chikoro/platform';
import { allProjections, readSideReadiness } from '@chikoro/projections';
import { RELAY_NAME } from '@chikoro/projections/kafka/index';
import { createQueryService } from './app';

/** The query service on its own: stateless, reads the read models, scales out freely. */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL || !config.JWT_SECRET)
    throw new Error('DATABASE_URL and JWT_SECRET are required to run the query service on its own');
  // It holds no session for good (its LISTEN connection is its own, outside the pool).
  const pool = databasePool(config.DATABASE_URL, {
    held: 0,
    working: config.DATABASE_POOL_WORKING,
  });
  const clock = clockOf(config.CLOCK);
  tellSessionsTheDay(pool, clock);
  // The log's head, for the projections' lag its readiness shows.
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  const relayName = config.KAFKA_BROKERS ? RELAY_NAME : undefined;
  const api = await serveApi(
    config.PORT,
    config.HOST,
    () => readSideReadiness({ store, pool, projections: allProjections, relayName }),
    {
      maxInFlight: config.MAX_REQUESTS_IN_FLIGHT,
      reservedForWork: config.RESERVED_FOR_SCHOOL_WORK,
    },
  );
  logger.info({ port: api.port }, 'query service listening, starting');
  const service = createQueryService({
    pool,
    tokens: createTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS),
    consistencyTimeoutMs: config.CONSISTENCY_TIMEOUT_MS,
    sessionCheckMs: config.SESSION_CHECK_SECONDS * 1000,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${api.port}`,
    publicLimits: config,
    changes: config.LIST_PAGES_KEPT ? new ReadModelChanges(pool.options) : undefined,
    clock,
  });
  api.serve(service.router, (before) => service.front(before));
  logger.info({ port: api.port }, 'query service ready');
}

main().catch((e: unknown) => {
  logger.fatal({ err: e }, `start-up failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
