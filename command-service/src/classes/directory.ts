import type pg from 'pg';
import type { ClassEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';

export const CLASS_DIRECTORY_REACTOR = 'class-directory';

/**
 * The write side's own facts across classes, kept by a reactor from the log: each school's class
 * names (unique among classes not deleted) and which class each student sits in (from the students
 * module's events), so DeleteClass knows whether to delete or archive. A table rather than a fold
 * because both questions span many streams; checks wait for the reactor to catch up first.
 */
export async function migrateClassDirectory(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS class_directory (
      class_id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      name text NOT NULL,
      status text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS class_directory_name ON class_directory (school_id, lower(name));
    CREATE TABLE IF NOT EXISTS class_members (
      student_id uuid PRIMARY KEY,
      class_id uuid NOT NULL
    );
    CREATE INDEX IF NOT EXISTS class_members_class ON class_members (class_id);
  `);
}

/** The students module's events, as far as class membership goes. */
type MembershipEvent =
  | { type: 'StudentEnrolled'; data: { studentId: string; classId: string } }
  | { type: 'StudentMovedToClass'; data: { studentId: string; toClassId: string } }
  | { type: 'StudentWithdrawn'; data: { studentId: string } };

const HANDLED = new Set([
  'ClassCreated',
  'ClassDetailsChanged',
  'ClassArchived',
  'ClassDeleted',
  'StudentEnrolled',
  'StudentMovedToClass',
  'StudentWithdrawn',
]);

async function apply(event: ClassEvent | MembershipEvent, db: pg.PoolClient): Promise<void> {
  // Every statement is an upsert or a keyed update: applying an event twice leaves the same rows.
  switch (event.type) {
    case 'ClassCreated':
      await db.query(
        `INSERT INTO class_directory (class_id, school_id, name, status) VALUES ($1, $2, $3, 'Active') ON CONFLICT (class_id) DO NOTHING`,
        [event.data.classId, event.data.schoolId, event.data.name],
      );
      return;
    case 'ClassDetailsChanged':
      if (event.data.name)
        await db.query('UPDATE class_directory SET name = $2 WHERE class_id = $1', [
          event.data.classId,
          event.data.name.after,
        ]);
      return;
    case 'ClassArchived':
      await db.query(`UPDATE class_directory SET status = 'Archived' WHERE class_id = $1`, [
        event.data.classId,
      ]);
      return;
    case 'ClassDeleted':
      await db.query('DELETE FROM class_directory WHERE class_id = $1', [event.data.classId]);
      return;
    case 'StudentEnrolled':
      await db.query(
        'INSERT INTO class_members (student_id, class_id) VALUES ($1, $2) ON CONFLICT (student_id) DO UPDATE SET class_id = EXCLUDED.class_id',
        [event.data.studentId, event.data.classId],
      );
      return;
    case 'StudentMovedToClass':
      await db.query('UPDATE class_members SET class_id = $2 WHERE student_id = $1', [
        event.data.studentId,
        event.data.toClassId,
      ]);
      return;
    case 'StudentWithdrawn':
      await db.query('DELETE FROM class_members WHERE student_id = $1', [event.data.studentId]);
      return;
    default:
      return;
  }
}

export function startClassDirectoryReactor(options: {
  store: EventStore;
  pool: pg.Pool;
  onError?(error: unknown): void;
}): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: CLASS_DIRECTORY_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events) {
        if (HANDLED.has(event.type))
          await apply(decodeEvent(event) as unknown as ClassEvent | MembershipEvent, client);
      }
    },
  });
}

/** Another class of the school (not deleted) already has this name, whatever its case. */
export async function classNameTaken(
  pool: pg.Pool,
  schoolId: string,
  name: string,
  exceptClassId?: string,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM class_directory WHERE school_id = $1 AND lower(name) = lower($2) AND class_id IS DISTINCT FROM $3::uuid',
    [schoolId, name, exceptClassId ?? null],
  );
  return (rowCount ?? 0) > 0;
}

export async function classHasStudents(pool: pg.Pool, classId: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM class_members WHERE class_id = $1 LIMIT 1', [
    classId,
  ]);
  return (rowCount ?? 0) > 0;
}
