import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PostgresEventStore } from '@chikoro/eventstore';
import { startPlatform } from '@chikoro/launcher/platform';
import { enrolmentDetails } from '@chikoro/launcher/testing/fixtures';
import { loadConfig } from '@chikoro/platform';
import {
  allProjections,
  ensureLiveTables,
  migrateRunner,
  rebuildProjection,
} from '@chikoro/projections';
import { appendSchoolHistory } from '@chikoro/projections/testing/history';
import { percentile, round, type BenchContext } from './context';

/** The figures the bench printed before issue 11: school histories, every projection's rebuild, EnrolSchool over HTTP. */
export async function benchPlatform(ctx: BenchContext, url: string): Promise<void> {
  const schools = ctx.quick ? 160 : 1000;
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const store = new PostgresEventStore({ pool });
  await store.migrate();
  try {
    let started = performance.now();
    await appendSchoolHistory(store, schools);
    let ms = performance.now() - started;
    const events = await store.headPosition();
    ctx.report('append-sequential', {
      appends: schools,
      events,
      ms: Math.round(ms),
      appendsPerSecond: Math.round(schools / (ms / 1000)),
    });

    started = performance.now();
    const writers = 8;
    await Promise.all(
      Array.from({ length: writers }, () => appendSchoolHistory(store, schools / writers)),
    );
    ms = performance.now() - started;
    ctx.report('append-concurrent', {
      writers,
      appends: schools,
      ms: Math.round(ms),
      appendsPerSecond: Math.round(schools / (ms / 1000)),
    });

    await migrateRunner(pool);
    const head = await store.headPosition();
    for (const projection of allProjections) {
      await ensureLiveTables(pool, projection);
      started = performance.now();
      await rebuildProjection(store, pool, projection);
      ms = performance.now() - started;
      ctx.report('projection-rebuild', {
        projection: projection.name,
        events: head,
        ms: Math.round(ms),
        eventsPerSecond: Math.round(head / (ms / 1000)),
      });
    }
  } finally {
    await store.close();
    await pool.end();
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-http-'));
  const platform = await startPlatform(
    loadConfig({
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      SUPERADMIN_PASSWORD: 'bench-password-1',
      RATE_LIMIT_ENROLMENTS: 'off',
      RATE_LIMIT_PUBLIC_BURST: 'off',
    }),
  );
  try {
    const requests = ctx.quick ? 50 : 200;
    const latencies: number[] = [];
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      const res = await fetch(`${platform.url}/api/commands/EnrolSchool`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(enrolmentDetails()),
      });
      if (res.status !== 201) throw new Error(`EnrolSchool answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
    ctx.report('http-enrol-school', {
      requests,
      p50Ms: round(percentile(latencies, 50), 2),
      p95Ms: round(percentile(latencies, 95), 2),
      maxMs: round(Math.max(...latencies), 2),
    });
  } finally {
    await platform.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
