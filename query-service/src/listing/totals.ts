import type pg from 'pg';

export interface Total {
  total: number;
  /** The planner's estimate, not a count: said so in the X-Total-Estimated header. */
  estimated: boolean;
}

interface Cached extends Total {
  checkpoint: string;
  at: number;
}

export interface TotalsOptions {
  /** Above this many rows (by the planner's estimate) a total is estimated, not counted. */
  estimateAbove?: number;
  /** Totals remembered at most (the oldest forgotten first). */
  maxEntries?: number;
  /** A remembered total is counted again after this long even when its checkpoint has not moved. */
  maxAgeMs?: number;
}

/** A query without its page: the FROM and WHERE every page of one (resource, filter) shares. */
export interface Counted {
  /** The read model whose checkpoint a total holds at, or several (a scope that reads the membership too). */
  projection: string | readonly string[];
  from: string;
  where: string;
  params: readonly unknown[];
}

/**
 * The checkpoint as text: of one read model, its position; of several, their positions in the
 * order named, joined by commas (null until each has one), which moves whenever any of them does.
 */
const checkpointOf = (projection: string | readonly string[], params: unknown[]) => {
  if (typeof projection === 'string' || projection.length === 1) {
    params.push(typeof projection === 'string' ? projection : projection[0]);
    return `(SELECT position::text FROM projection_checkpoints WHERE name = $${params.length})`;
  }
  params.push(projection);
  return `(SELECT CASE WHEN count(c.position) = count(*) THEN string_agg(c.position::text, ',' ORDER BY n.i) END
    FROM unnest($${params.length}::text[]) WITH ORDINALITY AS n(name, i) LEFT JOIN projection_checkpoints c ON c.name = n.name)`;
};

/** The position a checkpoint's text says the rows reflect at least: of several read models, the least. */
export const reflectedPosition = (checkpoint: string | null | undefined): number | undefined =>
  checkpoint === undefined
    ? undefined
    : Math.min(
        ...String(checkpoint ?? 0)
          .split(',')
          .map(Number),
      );

/**
 * The totals of lists, counted once per (resource, filter) and remembered until the projection's
 * checkpoint moves: its rows change only in the transaction that moves it, so a total counted at
 * one checkpoint holds as long as the checkpoint does. Totals the planner puts above a threshold
 * are estimated instead of counted. Concurrent requests for one total share one count.
 */
export class Totals {
  private readonly cache = new Map<string, Cached>();
  private readonly counting = new Map<string, Promise<Total>>();
  private readonly estimateAbove: number;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly pool: pg.Pool,
    options: TotalsOptions = {},
  ) {
    this.estimateAbove = options.estimateAbove ?? 200_000;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
  }

  /** A SELECT-list item giving the checkpoint in the page's own snapshot, for `total`. */
  checkpointColumn(projection: string | readonly string[], params: unknown[]): string {
    return `${checkpointOf(projection, params)} AS __checkpoint`;
  }

  /** The total of `query` as of `checkpoint` (read with the page), from memory when it still holds. */
  async total(query: Counted, checkpoint: string | null | undefined): Promise<Total> {
    const key = `${String(query.projection)}\u0000${query.from}\u0000${query.where}\u0000${JSON.stringify(query.params)}`;
    const cached = this.cache.get(key);
    if (
      cached &&
      checkpoint != null &&
      cached.checkpoint === checkpoint &&
      Date.now() - cached.at < this.maxAgeMs
    ) {
      return { total: cached.total, estimated: cached.estimated };
    }
    // Shared only by requests that read the same checkpoint: a later one never gets an older total.
    const flight = `${key}\u0000${checkpoint ?? ''}`;
    let pending = this.counting.get(flight);
    if (!pending) {
      pending = this.count(key, query).finally(() => this.counting.delete(flight));
      this.counting.set(flight, pending);
    }
    return pending;
  }

  private async count(key: string, query: Counted): Promise<Total> {
    const params = [...query.params];
    const estimate = await this.estimate(query);
    let found: { total: number; estimated: boolean; checkpoint: string | null };
    if (estimate >= this.estimateAbove) {
      const own: unknown[] = [];
      const { rows } = await this.pool.query<{ checkpoint: string | null }>(
        `SELECT ${checkpointOf(query.projection, own)} AS checkpoint`,
        own,
      );
      found = { total: estimate, estimated: true, checkpoint: rows[0]?.checkpoint ?? null };
    } else {
      const sql = `SELECT count(*)::bigint AS n, ${checkpointOf(query.projection, params)} AS checkpoint FROM ${query.from} ${query.where}`;
      const { rows } = await this.pool.query<{ n: string; checkpoint: string | null }>(sql, params);
      found = {
        total: Number(rows[0]?.n ?? 0),
        estimated: false,
        checkpoint: rows[0]?.checkpoint ?? null,
      };
    }
    if (found.checkpoint !== null)
      this.remember(key, {
        total: found.total,
        estimated: found.estimated,
        checkpoint: found.checkpoint,
        at: Date.now(),
      });
    return { total: found.total, estimated: found.estimated };
  }

  private async estimate(query: Counted): Promise<number> {
    const { rows } = await this.pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${query.from} ${query.where}`,
      [...query.params],
    );
    return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  }

  private remember(key: string, entry: Cached): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
  }
}
