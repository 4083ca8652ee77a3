import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { allProjections, ensureLiveTables, migrateRunner, rebuildProjections } from '../index';
import { mixedHistory, overSchools } from '../testing/mixedHistory';
import { snapshot } from '../testing/snapshot';
import { liveTable, type Projection } from './projection';
import { platformWide, rebuildSchool } from './rebuildSchool';

const A = 'a1a1a1a1-0000-4000-8000-00000000000a';
const B = 'b2b2b2b2-0000-4000-8000-00000000000b';

describe('rebuilding one school of the read models', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let perSchool: Projection[];
  let rebuilt: Record<string, unknown[]>;

  /** Each row of school B's, with the transaction that last wrote it and where it lies. */
  const schoolRows = async (schoolId: string) => {
    const out: Record<string, unknown[]> = {};
    for (const p of perSchool)
      for (const logical of Object.keys(p.tables))
        out[logical] = (
          await pool.query(
            `SELECT xmin::text, ctid::text, to_jsonb(t)::text AS row FROM ${liveTable(logical)} t WHERE school_id = $1 ORDER BY ctid`,
            [schoolId],
          )
        ).rows;
    return out;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 * allProjections.length + 10 });
    pool.on('error', () => {});
    store = new PostgresEventStore({ pool });
    await store.migrate();
    for (const { streamId, events } of overSchools(mixedHistory(120), [A, B]))
      await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });
    await migrateRunner(pool);
    for (const p of allProjections) await ensureLiveTables(pool, p);
    await rebuildProjections(store, pool, allProjections);
    rebuilt = await snapshot(pool, allProjections);
    perSchool = allProjections.filter(
      (p) =>
        ![
          'enrolment-requests',
          'school-directory',
          'enquiries',
          'notifications',
          'statistics',
          'results',
          'exams',
          'audit-log',
        ].includes(p.name),
    );
  }, 180_000);
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('finds the read models with a table without school_id platform-wide, and refuses to rebuild one school of them, naming them', async () => {
    expect((await platformWide(pool, allProjections)).map((p) => p.name)).toEqual([
      'enrolment-requests',
      'school-directory',
      'enquiries',
      'notifications',
      'statistics',
      'results',
      'exams',
      'audit-log',
    ]);
    const audit = allProjections.find((p) => p.name === 'audit-log')!;
    await expect(rebuildSchool(store, pool, audit, A)).rejects.toThrow(
      'audit-log: platform-wide read models (a table without school_id) have no per-school form; rebuild them whole with npm run replay -- rebuild audit-log',
    );
  });

  it("gives a school's corrupted rows back as a full rebuild wrote them, and leaves the other school's rows as they were", async () => {
    const counts = async (schoolId: string) =>
      (
        await pool.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM rm_students WHERE school_id = $1)::int + (SELECT count(*) FROM rm_parents WHERE school_id = $1)::int AS n',
          [schoolId],
        )
      ).rows[0]!.n;
    // Both schools have students and parents.
    expect(await counts(A)).toBeGreaterThan(5);
    expect(await counts(B)).toBeGreaterThan(5);
    const before = await schoolRows(B);
    // School A's rows: some lost in every table, some students renamed.
    for (const p of perSchool)
      for (const logical of Object.keys(p.tables))
        await pool.query(
          `DELETE FROM ${liveTable(logical)} WHERE ctid IN (SELECT ctid FROM ${liveTable(logical)} WHERE school_id = $1 LIMIT 2)`,
          [A],
        );
    await pool.query(`UPDATE rm_students SET first_name = 'Corrupted' WHERE school_id = $1`, [A]);
    expect(await snapshot(pool, perSchool)).not.toEqual(
      Object.fromEntries(
        Object.entries(rebuilt).filter(([t]) => perSchool.some((p) => t in p.tables)),
      ),
    );

    let applied = 0;
    for (const p of perSchool) {
      const { projection, events } = await rebuildSchool(store, pool, p, A);
      expect(projection).toBe(p.name);
      applied += events;
    }
    expect(applied).toBeGreaterThan(50);

    expect(await snapshot(pool, allProjections)).toEqual(rebuilt);
    expect(await schoolRows(B)).toEqual(before);
  }, 120_000);

  it('waits for the live runner’s batch holding the checkpoint, and applies nothing meanwhile', async () => {
    const students = allProjections.find((p) => p.name === 'students')!;
    await pool.query(`UPDATE rm_students SET first_name = 'Corrupted' WHERE school_id = $1`, [A]);
    const batch = await pool.connect();
    try {
      await batch.query('BEGIN');
      await batch.query(
        `SELECT position FROM projection_checkpoints WHERE name = 'students' FOR UPDATE`,
      );
      const rebuilding = rebuildSchool(store, pool, students, A);
      // The rebuild's session waits on the row lock the batch holds.
      for (;;) {
        const { rows } = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%projection_checkpoints%FOR UPDATE%'`,
        );
        if (rows[0]!.n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rm_students WHERE school_id = $1 AND first_name = 'Corrupted'`,
        [A],
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      await batch.query('COMMIT');
      await rebuilding;
    } finally {
      batch.release();
    }
    expect(await snapshot(pool, allProjections)).toEqual(rebuilt);
  }, 60_000);
});
