import type pg from 'pg';
import type {
  StudentEnrolled,
  StudentMovedToClass,
  StudentStatusChanged,
  StudentWithdrawn,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';

export const REGISTER_ROLL_REACTOR = 'register-roll';

/**
 * Who a register must list: each student's class, name and status, kept by a reactor from the
 * students module's events (a table rather than a fold, since a class's roll spans many student
 * streams). A command waits for the reactor to catch up before it reads the roll.
 */
export async function migrateRegisterRoll(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS register_roll (
      student_id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      class_id uuid NOT NULL,
      name text NOT NULL,
      status text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS register_roll_class ON register_roll (class_id);
  `);
}

type RollEvent = StudentEnrolled | StudentMovedToClass | StudentStatusChanged | StudentWithdrawn;

const HANDLED = new Set([
  'StudentEnrolled',
  'StudentMovedToClass',
  'StudentStatusChanged',
  'StudentWithdrawn',
]);

async function apply(event: RollEvent, db: pg.PoolClient): Promise<void> {
  // Upserts and keyed updates only: applying an event twice leaves the same rows.
  switch (event.type) {
    case 'StudentEnrolled': {
      const { studentId, schoolId, classId, firstName, lastName } = event.data;
      await db.query(
        `INSERT INTO register_roll (student_id, school_id, class_id, name, status) VALUES ($1, $2, $3, $4, 'Active')
         ON CONFLICT (student_id) DO UPDATE SET class_id = EXCLUDED.class_id, name = EXCLUDED.name, status = 'Active'`,
        [studentId, schoolId, classId, `${firstName} ${lastName}`],
      );
      return;
    }
    case 'StudentMovedToClass':
      await db.query('UPDATE register_roll SET class_id = $2 WHERE student_id = $1', [
        event.data.studentId,
        event.data.toClassId,
      ]);
      return;
    case 'StudentStatusChanged':
      await db.query('UPDATE register_roll SET status = $2 WHERE student_id = $1', [
        event.data.studentId,
        event.data.status,
      ]);
      return;
    case 'StudentWithdrawn':
      await db.query('DELETE FROM register_roll WHERE student_id = $1', [event.data.studentId]);
      return;
    default:
      return;
  }
}

export function startRegisterRollReactor(options: {
  store: EventStore;
  pool: pg.Pool;
  onError?(error: unknown): void;
}): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: REGISTER_ROLL_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    async handle(events: RecordedEvent[], client) {
      for (const event of events)
        if (HANDLED.has(event.type))
          await apply(decodeEvent(event) as unknown as RollEvent, client);
    },
  });
}

/** The class's active students, by name. */
export async function activeRoll(
  pool: pg.Pool,
  classId: string,
): Promise<{ studentId: string; name: string }[]> {
  const { rows } = await pool.query<{ studentId: string; name: string }>(
    `SELECT student_id AS "studentId", name FROM register_roll WHERE class_id = $1 AND status = 'Active' ORDER BY lower(name), student_id`,
    [classId],
  );
  return rows;
}
