import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadata, streamName } from '../contract/support';
import type { NewEvent } from '../port';
import { PostgresEventStore } from './PostgresEventStore';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;

const A = '0a0a0a0a-0000-4000-8000-00000000000a';
const B = '0b0b0b0b-0000-4000-8000-00000000000b';
const C = '0c0c0c0c-0000-4000-8000-00000000000c';

const ofSchool = (type: string, schoolId: string | null, data: object = {}): NewEvent => ({
  type,
  data,
  metadata: metadata({ schoolId }),
});

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  store = new PostgresEventStore({ pool });
  await store.migrate();
  // A database from before the index: the log's rows are there when the index is made.
  await pool.query('DROP INDEX es_events_school');
  await store.appendToStream(
    streamName('a'),
    [ofSchool('ClassCreated', A), ofSchool('ClassCreated', B), ofSchool('MarkRecorded', A)],
    { expectedRevision: 'no_stream' },
  );
  // Recorded by the platform, no school in the metadata: the school its data names.
  await store.appendToStream(
    streamName('school'),
    [ofSchool('SchoolApproved', null, { schoolId: A })],
    {
      expectedRevision: 'no_stream',
    },
  );
  await store.appendToStream(streamName('enquiry'), [ofSchool('EnquiryRaised', null)], {
    expectedRevision: 'no_stream',
  });
  await store.appendToStream(
    streamName('b'),
    [ofSchool('MarkRecorded', A), ofSchool('MarkRecorded', C)],
    { expectedRevision: 'no_stream' },
  );
  await store.migrate();
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await database.drop();
});

describe('the log indexed by school', () => {
  it('is indexed by the event school once migrated, the rows already there included', async () => {
    const { rows } = await pool.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'es_events_school'`,
    );
    expect(rows).toHaveLength(1);
    await pool.query('SET enable_seqscan TO off');
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT position FROM es_events WHERE coalesce(metadata->>'schoolId', data->>'schoolId') = '${A}' AND position > 0 ORDER BY coalesce(metadata->>'schoolId', data->>'schoolId'), position LIMIT 10`,
    );
    await pool.query('RESET enable_seqscan');
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('es_events_school');
  });

  it("reads one school's events in log order, those whose data names it included", async () => {
    const events = await store.readSchool(A, { after: 0, limit: 100 });
    expect(events.map((e) => [e.position, e.type])).toEqual([
      [1, 'ClassCreated'],
      [3, 'MarkRecorded'],
      [4, 'SchoolApproved'],
      [6, 'MarkRecorded'],
    ]);
  });

  it("reads a school's events after a position, a batch at a time, of the types asked", async () => {
    expect((await store.readSchool(A, { after: 1, limit: 2 })).map((e) => e.position)).toEqual([
      3, 4,
    ]);
    expect(
      (await store.readSchool(A, { after: 0, limit: 10, types: ['MarkRecorded'] })).map(
        (e) => e.position,
      ),
    ).toEqual([3, 6]);
    expect(
      await store.readSchool('0d0d0d0d-0000-4000-8000-00000000000d', { after: 0, limit: 10 }),
    ).toEqual([]);
  });

  it('reads a share of schools, with or without the events of no school, in log order', async () => {
    const share = await store.readShare(
      { schoolIds: [B, C], noSchool: true },
      { after: 0, limit: 10 },
    );
    expect(share.map((e) => e.position)).toEqual([2, 5, 7]);
    const without = await store.readShare(
      { schoolIds: [A], noSchool: false },
      { after: 3, limit: 1 },
    );
    expect(without.map((e) => e.position)).toEqual([4]);
  });

  it('counts the events of each school, and of none', async () => {
    expect(Object.fromEntries(await store.countBySchool())).toEqual({
      [A]: 4,
      [B]: 1,
      [C]: 1,
      null: 1,
    });
  });
});
