import pg from 'pg';
import { createTokens, databaseReady, loadConfig, logger, ReadModelChanges, serveApi, surviveLostSessions } from '@chikoro/platform';
import { createQueryService } from './app';

/** The query service on its own: stateless, reads the read models, scales out freely. */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL || !config.JWT_SECRET) throw new Error('DATABASE_URL and JWT_SECRET are required to run the query service on its own');
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL });
  surviveLostSessions(pool);
  const service = createQueryService({ pool, tokens: createTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS), consistencyTimeoutMs: config.CONSISTENCY_TIMEOUT_MS,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, publicLimits: config, changes: config.LIST_PAGES_KEPT ? new ReadModelChanges(pool.options) : undefined });
  await serveApi(service.router, config.PORT, config.HOST, () => databaseReady(pool), (before) => service.front(before));
  logger.info({ port: config.PORT }, 'query service listening');
}

main().catch((e: unknown) => {
  logger.fatal({ err: e }, 'start-up failed');
  process.exit(1);
});
