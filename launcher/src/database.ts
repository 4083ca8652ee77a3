import path from 'node:path';
import pg from 'pg';
import type { Config } from '@chikoro/platform';
import { startEmbeddedPostgres } from '@chikoro/platform/embeddedPostgres';

/**
 * The platform's database for a command-line tool: DATABASE_URL when set; else the embedded server
 * of the running platform (on EMBEDDED_POSTGRES_PORT); else DATA_DIR's, started for the tool and
 * stopped by `stop`.
 */
export async function openPlatformDatabase(
  config: Config,
): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const running = `postgres://postgres:chikoro@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/chikoro`;
  try {
    const probe = new pg.Client({ connectionString: running });
    await probe.connect();
    await probe.end();
    return { url: running };
  } catch {
    try {
      const server = await startEmbeddedPostgres({
        dataDir: path.resolve(config.DATA_DIR),
        port: config.EMBEDDED_POSTGRES_PORT,
      });
      return { url: server.url, stop: server.stop };
    } catch {
      throw new Error(
        `Could not open the platform's database: nothing answers on port ${config.EMBEDDED_POSTGRES_PORT} and ${config.DATA_DIR} could not be opened. ` +
          'If the platform runs with another EMBEDDED_POSTGRES_PORT or DATA_DIR, give the same ones here.',
      );
    }
  }
}
