import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext } from './context';
import { mergeIntoPerformanceDoc, writePerformanceDoc, type Figure } from './performanceDoc';

/**
 * `npm run bench [-- --quick]`: one embedded PostgreSQL, one database per section, one JSON line
 * per figure with its ratios to the raw floor and to emmett-postgresql measured in the same run.
 *
 * Sections are files exporting `async function benchX(ctx: BenchContext, databaseUrl: string)`.
 * Sections: appends, bulk, lists, platform, rebuilds, report-cards, imports, shedding, rebuild-by-school, results-night, bundles, fees (`--only=a,b` runs some;
 * `--projections=students,audit-log` rebuilds only those read models). `--only=results-night` runs
 * every section of results night: shedding, rebuild-by-school, bundles and the cards served.
 */
const quick = process.argv.includes('--quick');
/** A name that runs several sections: results night is the cards served, shedding, bundles and per-school rebuilds together. */
const GROUPS: Record<string, string[]> = {
  'results-night': ['shedding', 'rebuild-by-school', 'bundles', 'results-night'],
};
// The services log each request at info: quiet here, so stdout holds the figures alone.
process.env.LOG_LEVEL ??= 'error';

// docs/performance.md: written at the end of every complete run, from the figures it printed.
const performanceFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../docs/performance.md',
);
const printed: Figure[] = [];

async function main(): Promise<void> {
  const startedAt = new Date();
  const { databaseFactory } = await import('./context');
  const { startEmbeddedPostgres } = await import('@chikoro/platform/embeddedPostgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-'));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: dir,
    port: 54500 + Math.floor(Math.random() * 400),
    persistent: false,
  });
  const ctx: BenchContext = {
    quick,
    createDatabase: databaseFactory(server.url),
    report: (bench, figures) => {
      printed.push({ bench, ...figures });
      console.log(JSON.stringify({ bench, ...figures }));
    },
    figures: new Map(),
  };
  const started = performance.now();
  let postgresVersion = 'PostgreSQL';
  try {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    postgresVersion = `PostgreSQL ${(await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version} (embedded, default settings)`;
    await client.end();
    const sections: [string, () => Promise<void>][] = [
      [
        'appends',
        async () =>
          (await import('./appends')).benchAppends(ctx, await ctx.createDatabase('bench_appends')),
      ],
      [
        'bulk',
        async () => (await import('./bulk')).benchBulk(ctx, await ctx.createDatabase('bench_bulk')),
      ],
      [
        'lists',
        async () =>
          (await import('./lists')).benchLists(ctx, await ctx.createDatabase('bench_lists')),
      ],
      [
        'platform',
        async () =>
          (await import('./platform')).benchPlatform(
            ctx,
            await ctx.createDatabase('bench_platform'),
          ),
      ],
    ];
    sections.push(
      [
        'rebuilds',
        async () => {
          const pg = (await import('pg')).default;
          const { PostgresEventStore } = await import('@chikoro/eventstore');
          const pool = new pg.Pool({
            connectionString: await ctx.createDatabase('bench_rebuilds'),
            max: 40,
          });
          const store = new PostgresEventStore({ pool });
          await store.migrate();
          try {
            const projections = process.argv
              .find((a) => a.startsWith('--projections='))
              ?.slice('--projections='.length)
              .split(',');
            await (
              await import('./rebuilds')
            ).benchRebuilds({ pool, store, report: ctx.report, quick, only: projections });
          } finally {
            await store.close();
            await pool.end();
          }
        },
      ],
      [
        'report-cards',
        async () => {
          const { bench, ...figures } = await (
            await import('./reportCards')
          ).benchReportCards(quick ? 100 : 500);
          ctx.report(String(bench), figures);
        },
      ],
      [
        'imports',
        async () =>
          (await import('./imports')).benchImports(ctx, await ctx.createDatabase('bench_imports')),
      ],
      [
        'shedding',
        async () =>
          (await import('./shedding')).benchShedding(
            ctx,
            await ctx.createDatabase('bench_shedding'),
          ),
      ],
      [
        'rebuild-by-school',
        async () =>
          (await import('./rebuildBySchool')).benchRebuildBySchool(
            ctx,
            await ctx.createDatabase('bench_rebuild_by_school'),
          ),
      ],
      ['bundles', async () => (await import('./bundles')).benchBundles(ctx)],
      [
        'fees',
        async () => (await import('./fees')).benchFees(ctx, await ctx.createDatabase('bench_fees')),
      ],
      [
        'results-night',
        async () =>
          (await import('./resultsNight')).benchResultsNight(
            ctx,
            await ctx.createDatabase('bench_results_night'),
          ),
      ],
    );
    const only = process.argv
      .find((a) => a.startsWith('--only='))
      ?.slice('--only='.length)
      .split(',')
      .flatMap((name) => GROUPS[name] ?? [name]);
    for (const [name, section] of sections) {
      if (only && !only.includes(name)) continue;
      const t0 = performance.now();
      await section();
      ctx.report('section', { section: name, quick, ms: Math.round(performance.now() - t0) });
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    // emmett keeps a pool of its own that its close() leaves open: the server's shutdown ends it.
    process.on('uncaughtException', (error: { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  ctx.report('bench', {
    quick,
    ms: Math.round(performance.now() - started),
    cpus: os.cpus().length,
    node: process.version,
  });
  // A partial run with `--only` writes its own tables into the last complete run's page, saying so
  // on a line of its own (with `--note=...`); one with `--projections` leaves the page as it was.
  if (process.exitCode === 1 || process.argv.some((a) => a.startsWith('--projections='))) return;
  if (process.argv.some((a) => a.startsWith('--only='))) {
    mergeIntoPerformanceDoc(performanceFile, printed, {
      started: startedAt,
      argv: process.argv.slice(2),
      note: process.argv.find((a) => a.startsWith('--note='))?.slice('--note='.length),
    });
    console.error(`figures written into ${path.relative(process.cwd(), performanceFile)}`);
    return;
  }
  writePerformanceDoc(performanceFile, printed, {
    started: startedAt,
    argv: process.argv.slice(2),
    postgres: postgresVersion,
  });
  console.error(`figures written to ${path.relative(process.cwd(), performanceFile)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
