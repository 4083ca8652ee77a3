import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { allProjections, startProjections } from '../index';
import { appendSchoolHistory } from '../testing/history';
import { waitForCheckpoints } from '../testing/snapshot';

describe('when two runners start on one fresh database at the same moment', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const pools: pg.Pool[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const pool = new pg.Pool({ connectionString: db.url, max: 2 * allProjections.length + 10 });
      // The database is dropped WITH (FORCE) at the end: a session still closing then is ended, which is not this test's concern.
      pool.on('error', () => {});
      pools.push(pool);
    }
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await db.drop();
  });

  it('both start: the table creation takes turns instead of colliding', async () => {
    const stores = pools.map((pool) => new PostgresEventStore({ pool }));
    await Promise.all(stores.map((s) => s.migrate()));
    const runners = await Promise.all(
      pools.map((pool, i) =>
        startProjections({ store: stores[i]!, pool, projections: allProjections }),
      ),
    );
    const head = await appendSchoolHistory(stores[0]!, 5);
    await waitForCheckpoints(
      pools[0]!,
      allProjections.map((p) => p.name),
      head,
    );
    const { rows } = await pools[0]!.query<{ n: string }>(
      'SELECT count(*) AS n FROM rm_enrolment_requests',
    );
    expect(Number(rows[0]!.n)).toBe(5);
    await Promise.all(runners.map((r) => r.stop()));
    await Promise.all(stores.map((s) => s.close()));
  });
});
