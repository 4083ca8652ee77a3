import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { migrate as migrateEventStore } from '@chikoro/eventstore/postgres/schema';
import { migrateCommandSide } from '@chikoro/command-service/migrate';
import { migrateResetTokens } from '@chikoro/command-service/auth/resetTokens';
import { migrateModules } from '@chikoro/command-service/migrateModules';
import { commandModules } from '@chikoro/command-service/modules';
import { startEmbeddedPostgres } from '@chikoro/platform/embeddedPostgres';

/**
 * A backup is one gzip'd file of JSON lines: a header, then each kept table (its columns, then its
 * rows as PostgreSQL's row_to_json writes them), then the files DATA_DIR keeps beside the database
 * (the JWT secret, the superadmin's password), and last the SHA-256 of every line before it.
 *
 * Kept: the event log and every table of the write side (credentials, uploads, the outbox, the
 * reactors' checkpoints and the tables they keep). Not kept: read models (rm_*) and the projection
 * runner's tables, which the next start rebuilds from the log, and sign-in sessions.
 */
const FORMAT = 'chikoro-backup';
const VERSION = 1;
const BATCH = 500;

/** Tables a backup leaves out: the read side (rebuilt from the log) and sign-in sessions. */
export function isKeptTable(name: string): boolean {
  return (
    !name.startsWith('rm_') &&
    !name.startsWith('projection_') &&
    name !== 'auth_sessions' &&
    name !== 'auth_refresh_tokens'
  );
}

type Line =
  | { format: string; version: number; takenAt: string; lastPosition: string | null }
  | { table: string; columns: { name: string; type: string }[] }
  | { t: string; r: Record<string, unknown> }
  | { file: string; base64: string }
  | { end: true; lines: number; sha256: string };

export interface BackupSummary {
  file: string;
  tables: Record<string, number>;
  files: string[];
  lastPosition: string | null;
}

/**
 * Writes a backup of the platform's database and DATA_DIR's files to `file`, from one snapshot
 * (a REPEATABLE READ, READ ONLY transaction): the platform may go on running and writing.
 */
export async function takeBackup(options: {
  databaseUrl: string;
  dataDir: string;
  file: string;
}): Promise<BackupSummary> {
  const partial = `${options.file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const hash = createHash('sha256');
  let lines = 0;
  const write = async (line: string) => {
    const text = `${line}\n`;
    hash.update(text);
    lines++;
    if (!gzip.write(text)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const summary: BackupSummary = { file: options.file, tables: {}, files: [], lastPosition: null };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT c.relispartition ORDER BY c.relname`,
    );
    const kept = tables.map((t) => t.name).filter(isKeptTable);
    if (!kept.includes('es_events'))
      throw new Error(
        "This database holds no event log (es_events): is DATABASE_URL the platform's database?",
      );
    const {
      rows: [head],
    } = await client.query<{ last: string | null }>(
      'SELECT max(position)::text AS last FROM es_events',
    );
    summary.lastPosition = head!.last;
    await write(
      JSON.stringify({
        format: FORMAT,
        version: VERSION,
        takenAt: new Date().toISOString(),
        lastPosition: head!.last,
      } satisfies Line),
    );
    for (const table of kept) {
      const { rows: columns } = await client.query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [`public.${quote(table)}`],
      );
      await write(JSON.stringify({ table, columns } satisfies Line));
      await client.query(
        `DECLARE rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM public.${quote(table)} t`,
      );
      let count = 0;
      for (;;) {
        const { rows } = await client.query<{ r: string }>(`FETCH ${BATCH} FROM rows`);
        for (const { r } of rows) await write(`{"t":${JSON.stringify(table)},"r":${r}}`);
        count += rows.length;
        if (rows.length < BATCH) break;
      }
      await client.query('CLOSE rows');
      summary.tables[table] = count;
    }
    await client.query('COMMIT');
  } catch (error) {
    gzip.destroy();
    out.destroy();
    throw error;
  } finally {
    await client.end();
  }
  for (const name of keptFiles(options.dataDir)) {
    await write(
      JSON.stringify({
        file: name,
        base64: readFileSync(path.join(options.dataDir, name)).toString('base64'),
      } satisfies Line),
    );
    summary.files.push(name);
  }
  const end = JSON.stringify({ end: true, lines, sha256: hash.digest('hex') } satisfies Line);
  gzip.end(`${end}\n`);
  await finished(out);
  renameSync(partial, options.file);
  return summary;
}

/** The files DATA_DIR keeps beside the database folder: the secrets the platform made there. */
function keptFiles(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir)
    .filter((name) => statSync(path.join(dataDir, name)).isFile())
    .sort();
}

async function* linesOf(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const input = createReadStream(file).pipe(gunzip);
  const reader = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of reader) yield line;
  } catch (error) {
    throw new Error(
      `${file} is not a readable backup (${error instanceof Error ? error.message : String(error)}): it is damaged or not a Chikoro backup.`,
    );
  }
}

/** Reads the whole file and checks its checksum before anything is restored. */
export async function verifyBackup(file: string): Promise<{ lines: number }> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}.`);
  const hash = createHash('sha256');
  let lines = 0;
  let end: { lines: number; sha256: string } | undefined;
  let first = true;
  for await (const line of linesOf(file)) {
    if (end)
      throw new Error(
        `${file} is damaged: it goes on after its checksum line. Nothing was restored.`,
      );
    if (first) {
      first = false;
      const header = parse(file, line) as { format?: string; version?: number };
      if (header.format !== FORMAT)
        throw new Error(`${file} is not a Chikoro backup. Nothing was restored.`);
      if (header.version !== VERSION)
        throw new Error(
          `${file} is a version ${header.version} backup; this Chikoro restores version ${VERSION}. Nothing was restored.`,
        );
    }
    if (line.startsWith('{"end":')) {
      end = parse(file, line) as { lines: number; sha256: string };
      continue;
    }
    hash.update(`${line}\n`);
    lines++;
  }
  if (!end)
    throw new Error(
      `${file} is incomplete: it has no checksum line (was the backup cut short?). Nothing was restored.`,
    );
  const actual = hash.digest('hex');
  if (end.lines !== lines || end.sha256 !== actual) {
    throw new Error(
      `${file} is damaged: its SHA-256 checksum does not match its contents (expected ${end.sha256}, found ${actual}). Nothing was restored.`,
    );
  }
  return { lines };
}

function parse(file: string, line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`${file} is damaged: a line is not JSON. Nothing was restored.`);
  }
}

/** Whether the data folder holds anything (a missing folder is empty). */
export function dataFolderInUse(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).length > 0;
}

/**
 * Restores a verified backup into an empty database and an empty DATA_DIR: the write side's
 * tables and the event log, row for row, and DATA_DIR's files. Read models are not restored: the
 * next start finds them missing and rebuilds them from the event log.
 */
export async function restoreBackup(
  options: { file: string; dataDir: string } & ({ databaseUrl: string } | { embeddedPort: number }),
): Promise<BackupSummary> {
  if (dataFolderInUse(options.dataDir)) {
    throw new Error(
      `The data folder ${options.dataDir} is not empty. Restore into a new, empty folder (set DATA_DIR to one). Nothing was restored.`,
    );
  }
  // A damaged file is refused before the data folder is made.
  await verifyBackup(options.file);
  const embedded =
    'embeddedPort' in options
      ? await startEmbeddedPostgres({ dataDir: options.dataDir, port: options.embeddedPort })
      : undefined;
  const pool = new pg.Pool({
    connectionString: embedded?.url ?? ('databaseUrl' in options ? options.databaseUrl : ''),
    max: 2,
  });
  const summary: BackupSummary = { file: options.file, tables: {}, files: [], lastPosition: null };
  try {
    const { rows: filled } = await pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname IN ('es_events', 'auth_users')`,
    );
    for (const { name } of filled) {
      const { rows } = await pool.query(`SELECT 1 FROM public.${quote(name)} LIMIT 1`);
      if (rows.length > 0)
        throw new Error(
          `The target database is not empty (its ${name} table has rows). Restore into a new, empty database. Nothing was restored.`,
        );
    }
    // The platform's own tables, as its start makes them; a table only the backup knows is made from its columns.
    await migrateEventStore(pool);
    await migrateCommandSide(pool);
    await migrateResetTokens(pool);
    await migrateModules(pool, commandModules);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Rows go in as they were: the foreign keys held when the backup's snapshot was taken.
      await client.query('SET LOCAL session_replication_role = replica');
      let table: string | undefined;
      let columns: { name: string; type: string }[] = [];
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (!table || batch.length === 0) return;
        await client.query(
          `INSERT INTO public.${quote(table)} SELECT * FROM json_populate_recordset(NULL::public.${quote(table)}, $1::json)`,
          [JSON.stringify(batch)],
        );
        summary.tables[table] = (summary.tables[table] ?? 0) + batch.length;
        batch = [];
      };
      const finishTable = async () => {
        await flush();
        if (table) await resetSequences(client, table, columns);
      };
      let first = true;
      for await (const text of linesOf(options.file)) {
        const line = JSON.parse(text) as Line;
        if (first) {
          first = false;
          summary.lastPosition = (line as { lastPosition: string | null }).lastPosition;
          continue;
        }
        if ('table' in line) {
          await finishTable();
          table = line.table;
          columns = line.columns;
          summary.tables[table] = 0;
          await client.query(
            `CREATE TABLE IF NOT EXISTS public.${quote(table)} (${columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ')})`,
          );
          const { rows } = await client.query(`SELECT 1 FROM public.${quote(table)} LIMIT 1`);
          if (rows.length > 0)
            throw new Error(
              `The target database is not empty (its ${table} table has rows). Restore into a new, empty database. Nothing was restored.`,
            );
        } else if ('t' in line) {
          batch.push(line.r);
          if (batch.length >= BATCH) await flush();
        } else if ('file' in line) {
          await finishTable();
          table = undefined;
          mkdirSync(options.dataDir, { recursive: true });
          writeFileSync(path.join(options.dataDir, line.file), Buffer.from(line.base64, 'base64'), {
            mode: 0o600,
          });
          summary.files.push(line.file);
        }
      }
      await finishTable();
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
    await embedded?.stop();
  }
  return summary;
}

/** A serial column's sequence goes on after the highest value restored. */
async function resetSequences(
  client: pg.PoolClient,
  table: string,
  columns: { name: string }[],
): Promise<void> {
  for (const { name } of columns) {
    const {
      rows: [serial],
    } = await client.query<{ sequence: string | null }>(
      'SELECT pg_get_serial_sequence($1, $2) AS sequence',
      [`public.${quote(table)}`, name],
    );
    if (!serial?.sequence) continue;
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${quote(name)}) FROM public.${quote(table)}), 0) + 1, false)`,
      [serial.sequence],
    );
  }
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
