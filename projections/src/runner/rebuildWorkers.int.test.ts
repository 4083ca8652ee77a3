import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { allProjections, ensureLiveTables, migrateRunner, rebuildProjections } from '../index';
import { mixedHistory, overSchools } from '../testing/mixedHistory';
import { snapshot } from '../testing/snapshot';

const schools = [
  'a1a1a1a1-0000-4000-8000-00000000000a',
  'b2b2b2b2-0000-4000-8000-00000000000b',
  'c3c3c3c3-0000-4000-8000-00000000000c',
];

describe('a full rebuild split by school across workers', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let oneWorker: Record<string, unknown[]>;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 3 * allProjections.length + 4 });
    pool.on('error', () => {});
    store = new PostgresEventStore({ pool });
    await store.migrate();
    for (const { streamId, events } of overSchools(mixedHistory(120), schools))
      await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });
    await migrateRunner(pool);
    for (const p of allProjections) await ensureLiveTables(pool, p);
    await rebuildProjections(store, pool, allProjections);
    oneWorker = await snapshot(pool, allProjections);
  }, 180_000);
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('has schools of many rows to share out', async () => {
    const { rows } = await pool.query<{ school_id: string; n: number }>(
      'SELECT school_id, count(*)::int AS n FROM rm_students GROUP BY 1 ORDER BY 1',
    );
    expect(rows.map((r) => r.school_id)).toEqual(schools);
    expect(rows.every((r) => r.n >= 3)).toBe(true);
  });

  it('gives the rows of one worker with two workers, and with three in small batches', async () => {
    const position = await rebuildProjections(store, pool, allProjections, undefined, undefined, 2);
    expect(position).toBe(await store.headPosition());
    expect(await snapshot(pool, allProjections)).toEqual(oneWorker);
    await rebuildProjections(store, pool, allProjections, 50, undefined, 3);
    expect(await snapshot(pool, allProjections)).toEqual(oneWorker);
  }, 180_000);
});
