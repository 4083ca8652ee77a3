import pg from 'pg';

/** What every section of the bench gets: the one server, its own database, and where figures go. */
export interface BenchContext {
  /** `--quick`: fewer rows and shorter runs, the whole bench in under two minutes. */
  quick: boolean;
  /** A new, empty database on the bench's PostgreSQL server; its connection string. */
  createDatabase(name: string): Promise<string>;
  /** One JSON line: the figure's name and its numbers (ratios included). */
  report(bench: string, figures: Record<string, number | string | boolean>): void;
  /** Figures kept by earlier sections (raw rates, emmett rates), for later ratios. */
  figures: Map<string, number>;
}

export const round = (n: number, digits = 0) => Number(n.toFixed(digits));
export const ratio = (a: number, b: number | undefined) => (b ? round(a / b, 2) : 'n/a');

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface LoopResult {
  ops: number;
  ms: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
}

/**
 * `workers` concurrent loops calling `op` until `durationMs` has passed or `maxOps` were done in
 * all, whichever comes first; `op` answers how many units (events, rows) it did.
 */
export async function runLoops(
  workers: number,
  bounds: { durationMs: number; maxOps: number },
  op: (worker: number, iteration: number) => Promise<number>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let ops = 0;
  let started = 0;
  const t0 = performance.now();
  const deadline = t0 + bounds.durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline && started < bounds.maxOps; i += 1) {
        started += 1;
        const t = performance.now();
        const done = await op(worker, i);
        ops += done;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const ms = performance.now() - t0;
  return {
    ops,
    ms,
    perSecond: ops / (ms / 1000),
    p50Ms: round(percentile(latencies, 50), 2),
    p95Ms: round(percentile(latencies, 95), 2),
  };
}

/** Creates databases on `serverUrl` (a connection string to its `postgres` database). */
export function databaseFactory(serverUrl: string) {
  return async (name: string): Promise<string> => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
}
