import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '@chikoro/eventstore';
import { READ_MODEL_CHANNEL } from '@chikoro/platform/readModelChanges';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { readModel, type SchoolEnrolmentSubmitted } from '@chikoro/contracts';
import { startCheckpointedConsumer } from '@chikoro/eventstore/consumer';
import {
  allProjections,
  ensureLiveTables,
  migrateRunner,
  rebuildProjection,
  startProjections,
  type Projection,
} from '../index';
import { defineProjection } from './projection';
import { eventCounts } from '../testing/eventCounts';
import { appendSchoolHistory } from '../testing/history';
import { snapshot, waitForCheckpoints } from '../testing/snapshot';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const projections = [...allProjections, eventCounts as unknown as Projection];
const names = projections.map((p) => p.name);

async function rebuildAll(store: PostgresEventStore, pool: pg.Pool) {
  for (const p of projections) await rebuildProjection(store, pool, p);
}

describe('the projection runner', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Each running consumer keeps one session for its advisory lock: two runners hold two per projection.
    pool = new pg.Pool({ connectionString: db.url, max: 2 * projections.length + 10 });
    pool.on('error', () => {}); // the database is dropped with FORCE at the end
    store = new PostgresEventStore({ pool });
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('a failure between the row writes and the commit loses nothing and applies nothing twice', async () => {
    const head = await appendSchoolHistory(store, 60);
    let failures = 0;
    const running = await startProjections({
      store,
      pool,
      projections,
      batchSize: 7,
      beforeCommit: async (_name, events) => {
        if (failures < 3 && events.some((e) => e.type === 'SchoolApproved')) {
          failures += 1;
          throw new Error('injected failure before commit');
        }
      },
      onError: () => {},
    });
    await waitForCheckpoints(pool, names, head);
    await running.stop();
    expect(failures).toBe(3);
    const live = await snapshot(pool, projections);
    expect(live.enrolment_requests).toHaveLength(60);
    expect(live.school_directory).toHaveLength(20);
    expect(live.event_counts).toEqual([
      { id: 'SchoolApproved', n: 20 },
      { id: 'SchoolEnrolmentSubmitted', n: 60 },
      { id: 'SchoolRejected', n: 8 },
    ]);
    await rebuildAll(store, pool);
    expect(await snapshot(pool, projections)).toEqual(live);
  });

  it('a kill -9 of the projections process mid-stream ends identical to a clean rebuild', async () => {
    const head = await appendSchoolHistory(store, 150);
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      PROJECTION_BATCH_SIZE: '3',
      PROJECTION_TEST_DELAY_MS: '15',
      EVENTSTORE_URL: '',
    };
    const run = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', 'projections/src/testing/runProjections.ts'], {
        cwd: root,
        env,
        stdio: 'ignore',
      });
    const first = run();
    const progressed = async () => {
      const { rows } = await pool.query<{ p: string }>(
        'SELECT min(position) AS p FROM projection_checkpoints WHERE name = ANY($1)',
        [names],
      );
      return Number(rows[0]?.p ?? 0);
    };
    const before = await progressed();
    while ((await progressed()) <= before + 20) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = await progressed();
    expect(atKill).toBeLessThan(head);

    const second = run();
    try {
      await waitForCheckpoints(pool, names, head, 90_000);
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }
    const live = await snapshot(pool, projections);
    expect(live.enrolment_requests).toHaveLength(210);
    expect(live.event_counts).toContainEqual({ id: 'SchoolEnrolmentSubmitted', n: 210 });
    await rebuildAll(store, pool);
    expect(await snapshot(pool, projections)).toEqual(live);
  });

  it('a rebuild swaps fresh tables in while queries keep answering', async () => {
    const running = await startProjections({ store, pool, projections });
    const head = await store.headPosition();
    await waitForCheckpoints(pool, names, head);
    let answered = 0;
    let failed = 0;
    let stop = false;
    const reader = (async () => {
      while (!stop) {
        try {
          const { rows } = await pool.query<{ n: string }>(
            'SELECT count(*) AS n FROM rm_enrolment_requests',
          );
          if (Number(rows[0]?.n) === 210) answered += 1;
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    })();
    await rebuildAll(store, pool);
    stop = true;
    await reader;
    await running.stop();
    expect(answered).toBeGreaterThan(0);
    expect(failed).toBe(0);
  });

  it('swaps in tables already analysed, their expression indexes included', async () => {
    const audit = allProjections.find((p) => p.name === 'audit-log')!;
    await rebuildProjection(store, pool, audit);
    const { rows: tables } = await pool.query<{ relname: string; analysed: boolean }>(
      "SELECT relname, last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables WHERE relname IN ('rm_audit_log', 'rm_audit_records', 'rm_audit_types') ORDER BY relname",
    );
    expect(tables).toEqual([
      { relname: 'rm_audit_log', analysed: true },
      { relname: 'rm_audit_records', analysed: true },
      { relname: 'rm_audit_types', analysed: true },
    ]);
    // The search index is on an expression: the planner knows its values only from an analysis made after the index.
    const { rows: expression } = await pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stats s JOIN pg_class i ON i.relname = s.tablename JOIN pg_index x ON x.indexrelid = i.oid WHERE x.indrelid = 'rm_audit_log'::regclass AND x.indexprs IS NOT NULL",
    );
    expect(Number(expression[0]!.n)).toBeGreaterThan(0);
  });

  it('runs one active runner per projection: a second waits, and takes over when the first stops', async () => {
    const first = await startProjections({ store, pool, projections });
    const second = await startProjections({ store, pool, projections });
    const held = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          )
        ).rows[0]?.n,
      );
    await expect.poll(held, { timeout: 20_000 }).toBe(projections.length);
    const before = (await snapshot(pool, projections)).event_counts;
    await first.stop();
    const head = await appendSchoolHistory(store, 9);
    await waitForCheckpoints(pool, names, head);
    await second.stop();
    const after = (await snapshot(pool, projections)).event_counts as { id: string; n: number }[];
    const submitted = (rows: unknown) =>
      (rows as { id: string; n: number }[]).find((r) => r.id === 'SchoolEnrolmentSubmitted')!.n;
    expect(submitted(after)).toBe(submitted(before) + 9);
  });
  it('a consumer whose lock session the database ends goes on applying, and stops cleanly', async () => {
    await migrateRunner(pool);
    const applied: number[] = [];
    const consumer = await startCheckpointedConsumer({
      store,
      pool,
      name: 'test-lock-session-ended',
      checkpointTable: 'projection_checkpoints',
      handle: async (events) => void applied.push(...events.map((e) => e.position)),
    });
    try {
      const lockHolders = async () =>
        (
          await pool.query<{ pid: number }>(
            "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          )
        ).rows;
      await expect.poll(async () => (await lockHolders()).length, { timeout: 20_000 }).toBe(1);
      // As a database shutdown or an administrator would: the session is ended under the consumer.
      const ended = (await lockHolders())[0]!.pid;
      await pool.query('SELECT pg_terminate_backend($1)', [ended]);
      // The ended session holds nothing any more (the consumer may already hold its lock again on a new one).
      await expect.poll(async () => (await lockHolders()).some((h) => h.pid === ended)).toBe(false);
      const head = await appendSchoolHistory(store, 2);
      await waitForCheckpoints(pool, ['test-lock-session-ended'], head);
      expect(applied.at(-1)).toBe(head);
    } finally {
      await consumer.stop();
    }
  });

  it('names a projection on the read-model channel after each commit that changed its rows, and after a rebuild swaps its tables in', async () => {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', ({ payload }) => heard.push(payload ?? ''));
    await listener.query(`LISTEN ${READ_MODEL_CHANNEL}`);
    // Everything said before a last word is heard once that word is: notifications arrive in order.
    const hearAll = async (word: string) => {
      await pool.query('SELECT pg_notify($1, $2)', [READ_MODEL_CHANNEL, word]);
      await expect.poll(() => heard.includes(word)).toBe(true);
    };
    try {
      const running = await startProjections({ store, pool, projections });
      const head = await appendSchoolHistory(store, 4);
      await waitForCheckpoints(pool, names, head);
      await running.stop();
      await hearAll('end of the live batches');
      expect(heard).toContain('enrolment-requests');
      expect(heard).toContain('school-directory');
      expect(heard).toContain('test-event-counts');
      // Projections that handle no enrolment, approval or rejection change nothing and say nothing.
      expect(heard).not.toContain('results');
      expect(heard).not.toContain('attendance');

      heard.length = 0;
      await rebuildProjection(store, pool, eventCounts as unknown as Projection);
      await hearAll('end of the rebuild');
      expect(heard).toEqual(['test-event-counts', 'end of the rebuild']);
    } finally {
      await listener.end();
    }
  });

  it('commits a live batch without waiting for the disk, and a consumer that must be durable waits', async () => {
    const seen: Record<string, string[]> = { projection: [], durable: [] };
    const looking = defineProjection<SchoolEnrolmentSubmitted>()({
      readModel: readModel('test-commit-modes', ['commit_modes']),
      version: 1,
      tables: { commit_modes: (t) => `CREATE TABLE ${t} (id text PRIMARY KEY)` },
      handlers: {
        SchoolEnrolmentSubmitted: async (_event, { db }) => {
          seen.projection!.push(
            (await db.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!
              .synchronous_commit,
          );
        },
      },
    }) as unknown as Projection;
    await ensureLiveTables(pool, looking);
    const running = await startProjections({ store, pool, projections: [looking] });
    const durable = await startCheckpointedConsumer({
      store,
      pool,
      name: 'test-durable-consumer',
      checkpointTable: 'projection_checkpoints',
      handle: async (_events, client) =>
        void seen.durable!.push(
          (await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!
            .synchronous_commit,
        ),
    });
    try {
      const head = await appendSchoolHistory(store, 2);
      await waitForCheckpoints(pool, ['test-commit-modes', 'test-durable-consumer'], head);
    } finally {
      await running.stop();
      await durable.stop();
    }
    expect(new Set(seen.projection)).toEqual(new Set(['off']));
    expect(new Set(seen.durable)).toEqual(new Set(['on']));
  });
});
