import {
  importBatchesModel,
  type ImportCompleted,
  type ImportKind,
  type ImportStarted,
  type ImportUndone,
  type OpeningBalanceRecorded,
  type ParentInvited,
  type StudentEnrolled,
  type TeacherRegistered,
} from '@chikoro/contracts';
import type { RecordedEvent } from '@chikoro/eventstore';
import { defineProjection, type ProjectionContext } from '../runner/projection';
import { gathered } from '../runner/script';

/** One more record made by a running (or interrupted) batch of this kind. */
async function countMade(
  db: ProjectionContext['db'],
  table: string,
  kind: ImportKind,
  event: RecordedEvent,
): Promise<void> {
  const batchId = event.metadata.batchId;
  if (!batchId) return;
  // Guarded by position: a replayed event is counted once; a completed batch keeps ImportCompleted's counts.
  await db.query(
    `UPDATE ${table} SET created = created + 1, last_position = $2 WHERE id = $1 AND kind = $3 AND status = 'Started' AND last_position < $2`,
    [batchId, event.position, kind],
  );
}

/**
 * A school's imports: one row per batch, from its own stream: what file, how many rows, what the
 * rows did, and whether it was undone. The admin's import dialog lists them to undo one later.
 * A batch counts the records it makes as the log holds them (each event carries its batch id): a
 * students batch its enrolments, a teachers batch its registrations, a parents batch its
 * invitations, an opening-balances batch its opening balances. So a batch whose run stopped before ImportCompleted still shows what it wrote.
 */
export const importBatches = gathered(
  defineProjection<
    | ImportStarted
    | ImportCompleted
    | ImportUndone
    | StudentEnrolled
    | TeacherRegistered
    | ParentInvited
    | OpeningBalanceRecorded
  >()({
    readModel: importBatchesModel,
    // 2: the rows with errors skipped by a partial import (`invalid`). 3: the records made counted as they come.
    // 4: an opening-balances batch counts its opening balances as they come.
    version: 4,
    tables: {
      import_batches: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        kind text NOT NULL,
        file_name text NOT NULL,
        rows int NOT NULL,
        status text NOT NULL,
        created int NOT NULL DEFAULT 0,
        updated int NOT NULL DEFAULT 0,
        skipped int NOT NULL DEFAULT 0,
        failed int NOT NULL DEFAULT 0,
        invalid int NOT NULL DEFAULT 0,
        undone int NOT NULL DEFAULT 0,
        started_at timestamptz NOT NULL,
        completed_at timestamptz,
        undone_at timestamptz,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, kind, started_at, id);
      CREATE INDEX ON ${t} (school_id, started_at, id);`,
    },
    handlers: {
      async ImportStarted(event, { db, tables }) {
        const d = event.data;
        // Idempotent: a batch is inserted once; a replayed start finds its row and does nothing.
        await db.query(
          `INSERT INTO ${tables.import_batches} (id, school_id, kind, file_name, rows, status, started_at, last_position)
         VALUES ($1, $2, $3, $4, $5, 'Started', $6, $7) ON CONFLICT (id) DO NOTHING`,
          [d.batchId, d.schoolId, d.kind, d.fileName, d.rows, d.startedAt, event.position],
        );
      },
      StudentEnrolled: (event, { db, tables }) =>
        countMade(db, tables.import_batches, 'students', event),
      TeacherRegistered: (event, { db, tables }) =>
        countMade(db, tables.import_batches, 'teachers', event),
      // A students batch invites the parents its rows name: those are not the records it counts.
      ParentInvited: (event, { db, tables }) =>
        countMade(db, tables.import_batches, 'parents', event),
      OpeningBalanceRecorded: (event, { db, tables }) =>
        countMade(db, tables.import_batches, 'openingBalances', event),
      async ImportCompleted(event, { db, tables }) {
        const d = event.data;
        // Guarded by position: an event already applied to this row changes nothing the second time.
        await db.query(
          `UPDATE ${tables.import_batches} SET status = 'Completed', created = $2, updated = $3, skipped = $4, failed = $5, invalid = $6, completed_at = $7, last_position = $8
         WHERE id = $1 AND last_position < $8`,
          [
            d.batchId,
            d.created,
            d.updated,
            d.skipped,
            d.failed,
            d.invalid,
            d.completedAt,
            event.position,
          ],
        );
      },
      async ImportUndone(event, { db, tables }) {
        const d = event.data;
        await db.query(
          `UPDATE ${tables.import_batches} SET status = 'Undone', undone = $2, undone_at = $3, last_position = $4 WHERE id = $1 AND last_position < $4`,
          [d.batchId, d.undone, d.undoneAt, event.position],
        );
      },
    },
  }),
);
