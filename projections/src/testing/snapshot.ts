import type pg from 'pg';
import type { Projection } from '../runner/projection';
import { liveTable } from '../runner/projection';

/** Every live row of the given projections, in a stable order, for comparing two read models. */
export async function snapshot(
  pool: pg.Pool,
  projections: readonly Projection[],
): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const p of projections) {
    for (const logical of Object.keys(p.tables)) {
      // Whole rows as text give one order for any table, with or without an id column.
      const { rows } = await pool.query<{ row: unknown }>(
        `SELECT to_jsonb(t) AS row FROM ${liveTable(logical)} t ORDER BY to_jsonb(t)::text`,
      );
      out[logical] = rows.map((r) => r.row);
    }
  }
  return out;
}

export async function waitForCheckpoints(
  pool: pg.Pool,
  names: readonly string[],
  position: number,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM projection_checkpoints WHERE name = ANY($1) AND position >= $2',
      [names, position],
    );
    if (Number(rows[0]?.n) === names.length) return;
    if (Date.now() > deadline)
      throw new Error(`Projections did not reach position ${position} in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
