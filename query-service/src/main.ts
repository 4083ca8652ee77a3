import pg from 'pg';
import { createTokens, loadConfig, serveApi } from '@chikoro/platform';
import { createQueryRouter } from './app';

/** The query service on its own: stateless, reads the read models, scales out freely. */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL || !config.JWT_SECRET) throw new Error('DATABASE_URL and JWT_SECRET are required to run the query service on its own');
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL });
  pool.on('error', (error) => console.error('database connection lost:', error.message));
  const router = createQueryRouter({ pool, tokens: createTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS), consistencyTimeoutMs: config.CONSISTENCY_TIMEOUT_MS });
  await serveApi(router, config.PORT, config.HOST);
  console.log(`query service on :${config.PORT}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
