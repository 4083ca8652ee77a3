import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock, SQL_TODAY, systemClock, tellSessionsTheDay } from './clock';
import { createTestDatabase } from './testing/postgres';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());

const todayIn = async (pool: pg.Pool) =>
  (await pool.query<{ day: string }>(`SELECT to_char(${SQL_TODAY}, 'YYYY-MM-DD') AS day`)).rows[0]!
    .day;

describe("the database's today", () => {
  it('follows a pinned clock, in every session, and moves when the clock is set to another day', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 3 });
    const clock = new FixedClock('2026-11-28');
    tellSessionsTheDay(pool, clock);
    try {
      expect(await todayIn(pool)).toBe('2026-11-28');
      const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      const days = await Promise.all(
        held.map(
          async (client) =>
            (
              await client.query<{ day: string }>(
                `SELECT to_char(${SQL_TODAY}, 'YYYY-MM-DD') AS day`,
              )
            ).rows[0]!.day,
        ),
      );
      held.forEach((client) => client.release());
      expect(days).toEqual(['2026-11-28', '2026-11-28', '2026-11-28']);
      clock.set('2026-11-25');
      expect(await todayIn(pool)).toBe('2026-11-25');
    } finally {
      await pool.end();
    }
  });
  it("under the system clock is the database's own today in Harare, and nothing is sent ahead", async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    tellSessionsTheDay(pool, systemClock);
    try {
      expect(Object.hasOwn(pool, 'connect')).toBe(false);
      const harare = (
        await pool.query<{ day: string }>(
          `SELECT to_char((now() AT TIME ZONE 'Africa/Harare')::date, 'YYYY-MM-DD') AS day`,
        )
      ).rows[0]!.day;
      expect(await todayIn(pool)).toBe(harare);
    } finally {
      await pool.end();
    }
  });
});
