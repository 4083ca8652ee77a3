import type pg from 'pg';

/** The checkpoints table a list reads, with one projection at `position`: for tests of lists over tables of their own. */
export async function createCheckpoint(
  pool: pg.Pool,
  projection: string,
  position: number,
): Promise<void> {
  await pool.query(
    'CREATE TABLE IF NOT EXISTS projection_checkpoints (name text PRIMARY KEY, position bigint NOT NULL)',
  );
  await pool.query('INSERT INTO projection_checkpoints VALUES ($1, $2)', [projection, position]);
}

/** Moves the projection's checkpoint, as a commit of its rows would. */
export const setCheckpoint = (pool: pg.Pool, projection: string, position: number) =>
  pool.query('UPDATE projection_checkpoints SET position = $2 WHERE name = $1', [
    projection,
    position,
  ]);
