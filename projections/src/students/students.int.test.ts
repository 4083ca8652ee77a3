import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { ensureLiveTables, migrateRunner } from '../index';
import { students } from './students';

describe('the students read model', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    await migrateRunner(pool);
    await ensureLiveTables(pool, students);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('finds the students listing a parent (a registration, a removal, a new name) by an index, not by reading every student', async () => {
    const client = await pool.connect();
    try {
      // Planned as for a large table: a scan of every row is the last resort.
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN UPDATE rm_students SET parents = '[]' WHERE parents @> jsonb_build_array(jsonb_build_object('id', $1::text))`,
        ['a-parent'],
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Bitmap Index Scan on \S*parents\S*/);
      expect(plan).not.toContain('Seq Scan');
    } finally {
      client.release();
    }
  });
});
