import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportEvent } from '@chikoro/contracts';
import type { RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { applyBatch } from '../runner/projection';
import { importBatches } from './importBatches';

const TABLE = 'rm_import_batches';
const schoolId = '5a0f0d2c-9a35-4e53-8a0e-7e6c1e0b0100';
const batchId = '5a0f0d2c-9a35-4e53-8a0e-7e6c1e0b0101';

let position = 0;
function recorded(
  event: ImportEvent,
  schemaVersion = 1,
  streamId = `import-${batchId}`,
  batch: string | null = batchId,
): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type: event.type,
    data: event.data,
    streamId,
    revision: position - 1,
    position,
    recordedAt: '',
    metadata: {
      actorId: null,
      actorRole: 'ADMIN',
      schoolId,
      correlationId: 'c',
      causationId: null,
      occurredAt: '',
      schemaVersion,
      ...(batch && { batchId: batch }),
    },
  };
}

describe("a school's import batches", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const apply = (event: RecordedEvent) =>
    applyBatch(importBatches, [event], { db: pool, tables: { import_batches: TABLE } });
  const row = async () =>
    (
      await pool.query(
        `SELECT kind, file_name, rows, status, created, updated, skipped, failed, undone, completed_at, undone_at FROM ${TABLE} WHERE id = $1`,
        [batchId],
      )
    ).rows[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    await pool.query(importBatches.tables.import_batches(TABLE));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const started = recorded({
    type: 'ImportStarted',
    data: {
      schoolId,
      batchId,
      kind: 'students',
      fileName: 'form1.csv',
      rows: 50,
      startedAt: '2026-02-02T08:00:00.000Z',
    },
  });
  const enrolment = (n: number, batch?: string | null) =>
    recorded(
      {
        type: 'StudentEnrolled',
        data: {
          schoolId,
          studentId: `s${n}`,
          registrationNumber: `MUR-26-000${n}`,
          classId: 'c1',
          levelId: 'l1',
          firstName: 'Rudo',
          lastName: `Moyo${n}`,
          dob: '2012-03-10',
          gender: 'female',
          enrolledAt: '2026-02-02T08:00:01.000Z',
        },
      } as unknown as ImportEvent,
      1,
      `student-s${n}`,
      batch,
    );
  // Its run's enrolments, one of them replayed; one of no batch, one of another batch.
  const enrolments = [
    enrolment(1),
    enrolment(2),
    enrolment(3, null),
    enrolment(4, '5a0f0d2c-9a35-4e53-8a0e-7e6c1e0b0999'),
  ];
  // Stored as version 1, before updates were counted: read as none updated.
  const completedV1 = {
    schoolId,
    batchId,
    kind: 'students',
    created: 48,
    skipped: 2,
    failed: 0,
    streams: [],
    completedAt: '2026-02-02T08:00:09.000Z',
  };
  const completed = recorded(
    { type: 'ImportCompleted', data: completedV1 } as unknown as ImportEvent,
    1,
  );
  const undone = recorded({
    type: 'ImportUndone',
    data: { schoolId, batchId, kind: 'students', undone: 48, undoneAt: '2026-02-03T10:00:00.000Z' },
  });

  it('a started import is listed with its file and rows, nothing counted yet', async () => {
    await apply(started);
    expect(await row()).toMatchObject({
      kind: 'students',
      file_name: 'form1.csv',
      rows: 50,
      status: 'Started',
      created: 0,
      updated: 0,
      skipped: 0,
      failed: 0,
      completed_at: null,
    });
  });

  it('while it runs (or once interrupted), it counts the enrolments carrying its batch id, each once', async () => {
    for (const e of [...enrolments, enrolments[0]!]) await apply(e);
    expect(await row()).toMatchObject({ status: 'Started', created: 2 });
  });

  it('a completed import has its counts; a replayed start changes nothing', async () => {
    await apply(completed);
    await apply(started);
    expect(await row()).toMatchObject({
      status: 'Completed',
      created: 48,
      updated: 0,
      skipped: 2,
      failed: 0,
      completed_at: new Date('2026-02-02T08:00:09.000Z'),
    });
  });

  it('an undone import keeps its counts and says how many records went back; a late replay of the completion is ignored', async () => {
    await apply(undone);
    await apply(completed);
    expect(await row()).toMatchObject({
      status: 'Undone',
      created: 48,
      undone: 48,
      undone_at: new Date('2026-02-03T10:00:00.000Z'),
    });
  });
});

describe('an opening-balances batch cut off before it completed', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const openingBatch = '5a0f0d2c-9a35-4e53-8a0e-7e6c1e0b0201';
  const apply = (event: RecordedEvent) =>
    applyBatch(importBatches, [event], { db: pool, tables: { import_batches: TABLE } });

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    await pool.query(importBatches.tables.import_batches(TABLE));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const balance = (n: number, batch: string | null) =>
    recorded(
      {
        type: 'OpeningBalanceRecorded',
        data: {
          schoolId,
          openingBalanceId: `ob${n}`,
          batchId: batch ?? '',
          studentId: `s${n}`,
          studentName: `Rudo Moyo${n}`,
          registrationNumber: `MUR-26-000${n}`,
          className: 'Form 1 Blue',
          amount: { currency: 'USD', minor: '12550' },
          asOf: '2025-12-31',
          note: null,
          recordedBy: null,
          recordedAt: '2026-02-02T08:00:01.000Z',
        },
      } as unknown as ImportEvent,
      1,
      `fee-payments-${schoolId}`,
      batch,
    );

  it('counts the opening balances carrying its batch id, each once, not another batch’s', async () => {
    await apply(
      recorded(
        {
          type: 'ImportStarted',
          data: {
            schoolId,
            batchId: openingBatch,
            kind: 'openingBalances',
            fileName: 'old-books.csv',
            rows: 3,
            startedAt: '2026-02-02T08:00:00.000Z',
          },
        },
        1,
        `import-${openingBatch}`,
        openingBatch,
      ),
    );
    const first = balance(1, openingBatch);
    for (const e of [first, balance(2, openingBatch), balance(3, batchId), first]) await apply(e);
    const { rows } = await pool.query(`SELECT status, created FROM ${TABLE} WHERE id = $1`, [
      openingBatch,
    ]);
    expect(rows[0]).toEqual({ status: 'Started', created: 2 });
  });
});
