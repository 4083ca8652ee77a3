import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PostgresEventStore } from '@chikoro/eventstore';
import { loadConfig } from '@chikoro/platform';
import { startEmbeddedPostgres } from '@chikoro/platform/embeddedPostgres';
import { allProjections, rebuildProjection, migrateRunner, ensureLiveTables } from '@chikoro/projections';
import { appendSchoolHistory } from '@chikoro/projections/testing/history';
import { startPlatform } from '@chikoro/launcher/platform';
import { enrolmentDetails } from '@chikoro/launcher/testing/fixtures';

/** `npm run bench`: figures for the event store, the projections and the HTTP command path, one JSON line each. */
const report = (name: string, figures: Record<string, number | string>) => console.log(JSON.stringify({ bench: name, ...figures }));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-'));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: dir, port: 54500 + Math.floor(Math.random() * 400), persistent: false });
  const pool = new pg.Pool({ connectionString: server.url, max: 20 });
  const store = new PostgresEventStore({ pool });
  await store.migrate();
  try {
    const schools = 1000;
    let started = performance.now();
    await appendSchoolHistory(store, schools);
    let ms = performance.now() - started;
    const events = await store.headPosition();
    report('append-sequential', { appends: schools, events, ms: Math.round(ms), appendsPerSecond: Math.round(schools / (ms / 1000)) });

    started = performance.now();
    const writers = 8;
    await Promise.all(Array.from({ length: writers }, () => appendSchoolHistory(store, 125)));
    ms = performance.now() - started;
    report('append-concurrent', { writers, appends: 1000, ms: Math.round(ms), appendsPerSecond: Math.round(1000 / (ms / 1000)) });

    await migrateRunner(pool);
    const head = await store.headPosition();
    for (const projection of allProjections) {
      await ensureLiveTables(pool, projection);
      started = performance.now();
      await rebuildProjection(store, pool, projection);
      ms = performance.now() - started;
      report('projection-rebuild', { projection: projection.name, events: head, ms: Math.round(ms), eventsPerSecond: Math.round(head / (ms / 1000)) });
    }
  } finally {
    await store.close();
    await pool.end();
  }

  const platform = await startPlatform(loadConfig({ DATABASE_URL: server.url, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, SEED_DEMO: 'false', SUPERADMIN_PASSWORD: 'bench-password-1', RATE_LIMIT_ENROLMENTS: 'off', RATE_LIMIT_PUBLIC_BURST: 'off' }));
  try {
    const latencies: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      const res = await fetch(`${platform.url}/api/commands/EnrolSchool`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(enrolmentDetails()) });
      if (res.status !== 201) throw new Error(`EnrolSchool answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    report('http-enrol-school', { requests: 200, p50Ms: +percentile(latencies, 50).toFixed(2), p95Ms: +percentile(latencies, 95).toFixed(2), maxMs: +latencies.at(-1)!.toFixed(2) });
  } finally {
    await platform.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
