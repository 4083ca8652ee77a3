import { randomUUID } from 'node:crypto';
import pg from 'pg';

const { Pool: PgPool } = pg;
import { PostgresEventStore, type EventStore } from '@chikoro/eventstore';
import {
  allProjections,
  ensureLiveTables,
  migrateRunner,
  rebuildProjection,
  rebuildProjections,
  splitDdl,
  startProjections,
} from '@chikoro/projections';
import { auditLogModel } from '@chikoro/contracts';
import { mixedHistory, type HistoryAppend } from '@chikoro/projections/testing/mixedHistory';

export type Report = (name: string, figures: Record<string, number | string | boolean>) => void;

export interface RebuildBenchOptions {
  pool: pg.Pool;
  store: EventStore;
  report: Report;
  /** Smaller histories, no million, a shorter live run. */
  quick?: boolean;
  /** Only these projections' rebuilds (by read-model name), without the million and the live lag. */
  only?: string[];
}

const TARGET_EVENTS_PER_SECOND = 30_000;
const AUDIT_FLOOR_RATIO = 2;
const MILLION_MS = 60_000;
const LAG_P99_MS = 250;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));
export const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * Writes generated history straight into the PostgreSQL store's tables, many appends a statement:
 * the bench measures the read side, and a million events through the append path would take it
 * minutes. Same rows as appends would write (one stream each, revisions from 0). `shape` may
 * change each chunk of the history (gather its schools into a few).
 */
export async function loadHistory(
  pool: pg.Pool,
  store: EventStore,
  events: number,
  shape: (history: HistoryAppend[]) => HistoryAppend[] = (history) => history,
): Promise<number> {
  let head = await store.headPosition();
  let rounds = Math.floor(head / 4);
  while (head < events) {
    const rows: [number, string, string, number, string, string, string][] = [];
    const streams = new Map<string, number>();
    for (const { streamId, events: batch } of shape(mixedHistory(500, rounds + 1))) {
      batch.forEach((e, revision) =>
        rows.push([
          ++head,
          randomUUID(),
          streamId,
          revision,
          e.type,
          JSON.stringify(e.data),
          JSON.stringify(e.metadata),
        ]),
      );
      streams.set(streamId, batch.length - 1);
    }
    rounds += 500;
    const column = (i: number) => rows.map((r) => r[i]);
    await pool.query(
      `INSERT INTO es_events (position, id, stream_id, revision, type, data, metadata)
       SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::jsonb[])`,
      [column(0), column(1), column(2), column(3), column(4), column(5), column(6)],
    );
    await pool.query(
      'INSERT INTO es_streams (stream_id, revision) SELECT * FROM unnest($1::text[], $2::int[])',
      [[...streams.keys()], [...streams.values()]],
    );
  }
  return head;
}

/**
 * The same starting point for every timed rebuild and floor: the WAL the work before wrote flushed
 * by a checkpoint, and no autovacuum still working through the tables it left (up to a minute), so
 * that no measurement pays for the one before it.
 */
export async function settle(pool: pg.Pool): Promise<void> {
  await pool.query('CHECKPOINT');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND state = 'active'`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The audit rows by one INSERT … SELECT inside PostgreSQL, into a table like the audit log's: the floor a rebuild is held to. */
async function auditFloor(pool: pg.Pool): Promise<number> {
  const audit = allProjections.find((p) => p.name === auditLogModel.name)!;
  const { table, indexes } = splitDdl(audit.tables.audit_log!('bench_audit_floor'));
  await pool.query('DROP TABLE IF EXISTS bench_audit_floor');
  await pool.query(table);
  await settle(pool);
  const ms = await timed(async () => {
    await pool.query(`
      INSERT INTO bench_audit_floor (id, position, occurred_at, type, stream_id, record_type, record_id, record_label, actor_id, actor_role, school_id, school_name, summary, changes)
      SELECT id, position, coalesce((metadata->>'occurredAt')::timestamptz, recorded_at), type, stream_id,
             coalesce(substring(stream_id from '^(.*)-[0-9a-f-]{36}$'), split_part(stream_id, '-', 1)), right(stream_id, 36), data->>'name', metadata->>'actorId',
             coalesce(metadata->>'actorRole', 'SYSTEM'), coalesce(data->>'schoolId', metadata->>'schoolId'), NULL, type, '[]'::jsonb
      FROM es_events`);
    for (const index of indexes) await pool.query(index);
  });
  await pool.query('DROP TABLE bench_audit_floor');
  return ms;
}

/**
 * Commands at `rate` a second for `warmUpSeconds` and then `seconds`; each one's lag: from its
 * append's answer until every projection has passed it. The projections start cold here (their
 * pool opens its connections on the first batches), so the first seconds' lags are kept apart.
 */
async function liveLag(
  pool: pg.Pool,
  store: EventStore,
  rate: number,
  warmUpSeconds: number,
  seconds: number,
): Promise<{ lags: number[]; warmUp: number[]; ms: number }> {
  const names = allProjections.map((p) => p.name);
  // The projections process has its own pool, as in a deployment: appends queueing for theirs do not starve it.
  const own = new PgPool({ ...pool.options, max: 2 * allProjections.length + 4 });
  const reader = new PostgresEventStore({ pool: own });
  const running = await startProjections({ store: reader, pool: own, projections: allProjections });
  const pending: { position: number; at: number; counted: boolean }[] = [];
  const lags: number[] = [];
  const warmUp: number[] = [];
  let done = false;
  let ms = 0;
  const watcher = (async () => {
    while (!done || pending.length > 0) {
      // On the projections' pool: appends waiting for a client of theirs must not delay the look.
      const { rows } = await own.query<{ p: string }>(
        'SELECT min(position) AS p FROM projection_checkpoints WHERE name = ANY($1)',
        [names],
      );
      const passed = Number(rows[0]?.p ?? 0);
      const now = performance.now();
      while (pending.length > 0 && pending[0]!.position <= passed) {
        const { at, counted } = pending.shift()!;
        (counted ? lags : warmUp).push(now - at);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  try {
    const warmUpCommands = rate * warmUpSeconds;
    const commands = warmUpCommands + rate * seconds;
    const appends = mixedHistory(commands, 1_000_000);
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    for (const [i, { streamId, events }] of appends.slice(0, commands).entries()) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const counted = i >= warmUpCommands;
      inFlight.push(
        store
          .appendToStream(streamId, events, { expectedRevision: 'no_stream' })
          .then(({ position }) => {
            pending.push({ position, at: performance.now(), counted });
            pending.sort((a, b) => a.position - b.position);
          }),
      );
    }
    await Promise.all(inFlight);
    ms = performance.now() - started - warmUpSeconds * 1000;
  } finally {
    done = true;
    await watcher;
    await running.stop();
    await reader.close();
    await own.end();
  }
  return { lags: lags.sort((a, b) => a - b), warmUp: warmUp.sort((a, b) => a - b), ms };
}

/**
 * Rebuilds and catch-up: each projection rebuilt alone at two history sizes (its events/s, and
 * how the time grows), the audit log against its INSERT … SELECT floor, every projection
 * together over a million events, and the live lag under a steady command rate.
 */
export async function benchRebuilds({
  pool,
  store,
  report,
  quick = false,
  only,
}: RebuildBenchOptions): Promise<void> {
  const chosen = only ? allProjections.filter((p) => only.includes(p.name)) : allProjections;
  if (chosen.length === 0)
    throw new Error(
      `No projection named ${only!.join(', ')}: ${allProjections.map((p) => p.name).join(', ')}`,
    );
  await migrateRunner(pool);
  for (const projection of allProjections) await ensureLiveTables(pool, projection);
  const sizes = quick ? [10_000, 40_000] : [50_000, 200_000];
  const times = new Map<string, number[]>();
  for (const size of sizes) {
    const events = await loadHistory(pool, store, size);
    for (const projection of chosen) {
      await settle(pool);
      const ms = await timed(() => rebuildProjection(store, pool, projection));
      const eventsPerSecond = Math.round(events / (ms / 1000));
      times.set(projection.name, [...(times.get(projection.name) ?? []), ms]);
      report('rebuild', {
        projection: projection.name,
        setBased: Boolean(projection.setBased),
        events,
        ms: Math.round(ms),
        eventsPerSecond,
        target: TARGET_EVENTS_PER_SECOND,
        ratio: round(eventsPerSecond / TARGET_EVENTS_PER_SECOND),
        met: eventsPerSecond >= TARGET_EVENTS_PER_SECOND,
      });
    }
    const auditMs = times.get(auditLogModel.name)?.at(-1);
    if (auditMs === undefined) continue;
    const floorMs = await auditFloor(pool);
    report('rebuild-audit-floor', {
      events,
      auditMs: Math.round(auditMs),
      insertSelectMs: Math.round(floorMs),
      ratio: round(auditMs / floorMs),
      target: AUDIT_FLOOR_RATIO,
      met: auditMs / floorMs <= AUDIT_FLOOR_RATIO,
    });
  }
  for (const [projection, [small, large]] of times) {
    // 1.0: the time grows as the history does; above it, each event costs more as the tables grow.
    const growth = large! / small! / (sizes[1]! / sizes[0]!);
    report('rebuild-growth', {
      projection,
      events: `${sizes[0]}→${sizes[1]}`,
      timeRatio: round(large! / small!),
      sizeRatio: sizes[1]! / sizes[0]!,
      perEventCostRatio: round(growth),
    });
  }
  if (only) return;
  if (!quick) {
    const events = await loadHistory(pool, store, 1_000_000);
    await settle(pool);
    const ms = await timed(() => rebuildProjections(store, pool, allProjections));
    report('rebuild-all', {
      projections: allProjections.length,
      events,
      ms: Math.round(ms),
      eventsPerSecond: Math.round(events / (ms / 1000)),
      targetMs: MILLION_MS,
      ratio: round(ms / MILLION_MS),
      met: ms < MILLION_MS,
    });
  }
  const rate = 200;
  const { lags, warmUp, ms } = await liveLag(pool, store, rate, 2, quick ? 5 : 15);
  const p99 = percentile(lags, 99);
  // The lag runs from each append's answer; the rate the store reached is shown beside the one asked.
  report('live-lag', {
    commandsPerSecond: rate,
    achievedCommandsPerSecond: Math.round(lags.length / (ms / 1000)),
    commands: lags.length,
    p50Ms: round(percentile(lags, 50)),
    p99Ms: round(p99),
    maxMs: round(lags.at(-1) ?? 0),
    warmUpCommands: warmUp.length,
    warmUpP99Ms: round(percentile(warmUp, 99)),
    warmUpMaxMs: round(warmUp.at(-1) ?? 0),
    targetP99Ms: LAG_P99_MS,
    ratio: round(p99 / LAG_P99_MS),
    met: p99 < LAG_P99_MS,
  });
}
