import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PostgresEventStore } from '@chikoro/eventstore';
import { startEmbeddedPostgres } from '@chikoro/platform/embeddedPostgres';
import { benchRebuilds } from './rebuilds';

/** `npx tsx bench/rebuilds-main.ts [--quick]`: the rebuild and catch-up figures alone, one JSON line each. */
const report = (name: string, figures: Record<string, number | string | boolean>) =>
  console.log(JSON.stringify({ bench: name, ...figures }));

const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-rebuilds-'));
chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({
  dataDir: dir,
  port: 54500 + Math.floor(Math.random() * 400),
  persistent: false,
});
const pool = new pg.Pool({ connectionString: server.url, max: 20 });
pool.on('error', () => {}); // the server stops before the pool's idle clients close
const store = new PostgresEventStore({ pool });
try {
  await store.migrate();
  await benchRebuilds({ pool, store, report, quick: process.argv.includes('--quick') });
} finally {
  await store.close();
  await pool.end();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
