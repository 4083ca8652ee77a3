import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reflectedPosition, Totals } from './totals';
import { createCheckpoint, setCheckpoint } from '../testing/checkpoints';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;

const checkpoint = async () =>
  (
    await pool.query<{ p: string }>(
      "SELECT position::text AS p FROM projection_checkpoints WHERE name = 'things'",
    )
  ).rows[0]!.p;
const moveCheckpoint = (position: number) => setCheckpoint(pool, 'things', position);
const query = (where = '', params: unknown[] = []) => ({
  projection: 'things',
  from: 'things',
  where,
  params,
});

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  await createCheckpoint(pool, 'things', 10);
  await pool.query(`
    CREATE TABLE things (id int PRIMARY KEY, colour text NOT NULL);
    INSERT INTO things SELECT n, CASE WHEN n % 4 = 0 THEN 'red' ELSE 'blue' END FROM generate_series(1, 400) n;
    ANALYZE things;`);
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

describe('when a total is counted', () => {
  it('counts the rows of the filter once, and again only after the checkpoint moved', async () => {
    const totals = new Totals(pool);
    const red = query('WHERE colour = $1', ['red']);

    expect(await totals.total(red, await checkpoint())).toEqual({ total: 100, estimated: false });
    await pool.query("INSERT INTO things VALUES (401, 'red')");
    expect(await totals.total(red, await checkpoint())).toEqual({ total: 100, estimated: false });
    await moveCheckpoint(11);
    expect(await totals.total(red, await checkpoint())).toEqual({ total: 101, estimated: false });
    expect(await totals.total(query(), await checkpoint())).toEqual({
      total: 401,
      estimated: false,
    });
    await pool.query('DELETE FROM things WHERE id = 401');
    await moveCheckpoint(12);
  });

  it('counts every time when the projection has no checkpoint', async () => {
    const totals = new Totals(pool);
    const unknown = { ...query('WHERE colour = $1', ['blue']), projection: 'unknown' };

    expect(await totals.total(unknown, null)).toEqual({ total: 300, estimated: false });
    await pool.query("INSERT INTO things VALUES (402, 'blue')");
    expect(await totals.total(unknown, null)).toEqual({ total: 301, estimated: false });
    await pool.query('DELETE FROM things WHERE id = 402');
  });
});

describe('when a list reads a second read model (its scope reads the membership)', () => {
  const both = ['things', 'spans'];
  const pageCheckpoint = async () => {
    const params: unknown[] = [];
    const column = new Totals(pool).checkpointColumn(both, params);
    return (await pool.query<{ __checkpoint: string | null }>(`SELECT ${column}`, params)).rows[0]!
      .__checkpoint;
  };

  it('reads no checkpoint until both have one, then both positions, the page reflecting the lesser', async () => {
    expect(await pageCheckpoint()).toBeNull();
    await createCheckpoint(pool, 'spans', 5);
    expect(await pageCheckpoint()).toBe('12,5');
    expect(reflectedPosition(await pageCheckpoint())).toBe(5);
  });

  it('counts again once the second moved, the first standing still', async () => {
    const totals = new Totals(pool);
    const red = { ...query('WHERE colour = $1', ['red']), projection: both };
    expect(await totals.total(red, await pageCheckpoint())).toEqual({
      total: 100,
      estimated: false,
    });
    await pool.query("INSERT INTO things VALUES (403, 'red')");
    expect(await totals.total(red, await pageCheckpoint())).toEqual({
      total: 100,
      estimated: false,
    });
    await setCheckpoint(pool, 'spans', 6);
    expect(await pageCheckpoint()).toBe('12,6');
    expect(await totals.total(red, await pageCheckpoint())).toEqual({
      total: 101,
      estimated: false,
    });
    await pool.query('DELETE FROM things WHERE id = 403');
  });
});

describe('when the planner puts a total above the threshold', () => {
  it('answers the planner’s estimate, marked as one, and counts below it', async () => {
    const totals = new Totals(pool, { estimateAbove: 200 });

    expect(await totals.total(query('WHERE colour = $1', ['blue']), await checkpoint())).toEqual({
      total: 300,
      estimated: true,
    });
    expect(await totals.total(query('WHERE colour = $1', ['red']), await checkpoint())).toEqual({
      total: 100,
      estimated: false,
    });
  });
});
