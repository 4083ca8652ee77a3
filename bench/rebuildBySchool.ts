import pg from 'pg';
import { PostgresEventStore } from '@chikoro/eventstore';
import {
  allProjections,
  ensureLiveTables,
  migrateRunner,
  platformWide,
  rebuildProjections,
  rebuildSchool,
} from '@chikoro/projections';
import { overSchools } from '@chikoro/projections/testing/mixedHistory';
import { round, type BenchContext } from './context';
import { loadHistory, settle, timed } from './rebuilds';

const SCHOOLS = 100;
const ONE_SCHOOL_RATIO = 0.02;
const TWO_WORKERS_RATIO = 0.65;

/** The bench's schools: fixed ids, so that a run names the school it rebuilt. */
const schoolIds = Array.from(
  { length: SCHOOLS },
  (_, i) => `5c400000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);

/**
 * `--only=rebuild-by-school`: the generated history (1,000,000 events; 200,000 with --quick) with
 * its schools' own events gathered into 100 schools. Every per-school read model rebuilt whole
 * by one worker, then by two (the log split by school), then one school's rows of them in place;
 * the ratios are to the one-worker rebuild.
 */
export async function benchRebuildBySchool(ctx: BenchContext, databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 * allProjections.length + 4 });
  const store = new PostgresEventStore({ pool });
  try {
    await store.migrate();
    await migrateRunner(pool);
    for (const projection of allProjections) await ensureLiveTables(pool, projection);
    const events = await loadHistory(pool, store, ctx.quick ? 200_000 : 1_000_000, (history) =>
      overSchools(history, schoolIds),
    );
    await pool.query('ANALYZE es_events');
    const wide = new Set((await platformWide(pool, allProjections)).map((p) => p.name));
    const perSchool = allProjections.filter((p) => !wide.has(p.name));
    const counts = await store.countBySchool();
    const school = schoolIds[0]!;

    await settle(pool);
    const oneWorkerMs = await timed(() => rebuildProjections(store, pool, perSchool));
    await settle(pool);
    const twoWorkersMs = await timed(() =>
      rebuildProjections(store, pool, perSchool, undefined, undefined, 2),
    );
    await settle(pool);
    let schoolEvents = 0;
    const oneSchoolMs = await timed(async () => {
      for (const projection of perSchool)
        schoolEvents += (await rebuildSchool(store, pool, projection, school)).events;
    });
    ctx.report('rebuild-by-school', {
      events,
      schools: SCHOOLS,
      projections: perSchool.length,
      schoolLogEvents: counts.get(school) ?? 0,
      schoolEventsApplied: schoolEvents,
      fullRebuildMs: Math.round(oneWorkerMs),
      oneSchoolMs: Math.round(oneSchoolMs),
      oneSchoolRatio: round(oneSchoolMs / oneWorkerMs, 4),
      oneSchoolTarget: ONE_SCHOOL_RATIO,
      oneSchoolMet: oneSchoolMs / oneWorkerMs <= ONE_SCHOOL_RATIO,
      twoWorkersMs: Math.round(twoWorkersMs),
      twoWorkersRatio: round(twoWorkersMs / oneWorkerMs, 2),
      twoWorkersTarget: TWO_WORKERS_RATIO,
      twoWorkersMet: twoWorkersMs / oneWorkerMs <= TWO_WORKERS_RATIO,
    });
  } finally {
    await store.close();
    await pool.end();
  }
}
