import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from './context';

/**
 * `npm run bench [-- --quick]`: one embedded PostgreSQL, one database per section, one JSON line
 * per figure with its ratios to the raw floor and to emmett-postgresql measured in the same run.
 *
 * Sections are files exporting `async function benchX(ctx: BenchContext, databaseUrl: string)`.
 * Sections: appends, bulk, lists, platform, rebuilds, report-cards, imports (`--only=a,b` runs some;
 * `--projections=students,audit-log` rebuilds only those read models).
 */
const quick = process.argv.includes('--quick');
// The services log each request at info: quiet here, so stdout holds the figures alone.
process.env.LOG_LEVEL ??= 'error';

async function main(): Promise<void> {
  const { databaseFactory } = await import('./context');
  const { startEmbeddedPostgres } = await import('@chikoro/platform/embeddedPostgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chikoro-bench-'));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: dir, port: 54500 + Math.floor(Math.random() * 400), persistent: false });
  const ctx: BenchContext = {
    quick,
    createDatabase: databaseFactory(server.url),
    report: (bench, figures) => console.log(JSON.stringify({ bench, ...figures })),
    figures: new Map(),
  };
  const started = performance.now();
  try {
    const sections: [string, () => Promise<void>][] = [
      ['appends', async () => (await import('./appends')).benchAppends(ctx, await ctx.createDatabase('bench_appends'))],
      ['bulk', async () => (await import('./bulk')).benchBulk(ctx, await ctx.createDatabase('bench_bulk'))],
      ['lists', async () => (await import('./lists')).benchLists(ctx, await ctx.createDatabase('bench_lists'))],
      ['platform', async () => (await import('./platform')).benchPlatform(ctx, await ctx.createDatabase('bench_platform'))],
    ];
    sections.push(
      ['rebuilds', async () => {
        const pg = (await import('pg')).default;
        const { PostgresEventStore } = await import('@chikoro/eventstore');
        const pool = new pg.Pool({ connectionString: await ctx.createDatabase('bench_rebuilds'), max: 40 });
        const store = new PostgresEventStore({ pool });
        await store.migrate();
        try {
          const projections = process.argv.find((a) => a.startsWith('--projections='))?.slice('--projections='.length).split(',');
          await (await import('./rebuilds')).benchRebuilds({ pool, store, report: ctx.report, quick, only: projections });
        } finally {
          await store.close();
          await pool.end();
        }
      }],
      ['report-cards', async () => {
        const line = await (await import('./reportCards')).benchReportCards(quick ? 100 : 500);
        console.log(JSON.stringify(line));
      }],
      ['imports', async () => (await import('./imports')).benchImports(ctx, await ctx.createDatabase('bench_imports'))],
    );
    const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
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
  ctx.report('bench', { quick, ms: Math.round(performance.now() - started), cpus: os.cpus().length, node: process.version });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
