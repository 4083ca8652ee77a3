import type { Request, Response } from 'express';
import type pg from 'pg';
import { ValidationError } from '@chikoro/contracts';

/**
 * Read your writes: a query sent with X-Consistent-After waits (bounded) until the projection
 * behind it has passed that position. Past the bound it answers anyway, marked X-Consistency: stale.
 */
export class Consistency {
  constructor(
    private readonly pool: pg.Pool,
    private readonly timeoutMs: number,
  ) {}

  /** The projection's checkpoint; of several, the least (0 while one has none). */
  async position(projection: string | readonly string[]): Promise<number> {
    if (typeof projection === 'string') {
      const { rows } = await this.pool.query<{ position: string }>(
        'SELECT position FROM projection_checkpoints WHERE name = $1',
        [projection],
      );
      return Number(rows[0]?.position ?? 0);
    }
    const { rows } = await this.pool.query<{ position: string }>(
      'SELECT position FROM projection_checkpoints WHERE name = ANY($1::text[])',
      [projection],
    );
    return rows.length < new Set(projection).size
      ? 0
      : Math.min(...rows.map((r) => Number(r.position)));
  }

  /** The position a request asks to read after (X-Consistent-After), if any. */
  wanted(req: Request): number | undefined {
    const header = req.headers['x-consistent-after'];
    if (header === undefined) return undefined;
    const wanted = Number(header);
    if (!Number.isSafeInteger(wanted) || wanted < 0)
      throw new ValidationError('X-Consistent-After must be a position (a whole number)');
    return wanted;
  }

  /** Waits until the projection (or each of several) has passed the position asked for. */
  async waitFor(
    req: Request,
    res: Response,
    projection: string | readonly string[],
    wanted = this.wanted(req),
  ): Promise<void> {
    if (wanted === undefined) return;
    const deadline = Date.now() + this.timeoutMs;
    for (let delay = 10; ; delay = Math.min(delay * 2, 100)) {
      if ((await this.position(projection)) >= wanted) return;
      if (Date.now() >= deadline) {
        res.setHeader('X-Consistency', 'stale');
        return;
      }
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
