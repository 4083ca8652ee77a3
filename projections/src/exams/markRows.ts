import type { MarkCorrected, MarkRecorded, MarksLocked, MarksReopened } from '@chikoro/contracts';
import type { Handler, Handlers, Recorded } from '../runner/projection';
import { storedMark, type ExamTables } from './tables';

type MarkEvent = MarkRecorded | MarkCorrected;

/** The current mark of a student in an exam, and one history row per value it ever had, with who and why. */
const applyMark: Handler<MarkEvent, ExamTables> = async (
  event: Recorded<MarkEvent>,
  { db, tables },
) => {
  const d = event.data;
  const at =
    event.type === 'MarkCorrected'
      ? (event.data as MarkCorrected['data']).correctedAt
      : (event.data as MarkRecorded['data']).recordedAt;
  const reason =
    event.type === 'MarkCorrected' ? (event.data as MarkCorrected['data']).reason : null;
  // Guarded by position: an older event replayed never overwrites a newer mark.
  await db.query(
    `INSERT INTO ${tables.marks} (exam_id, student_id, school_id, mark, changed_at, last_position) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (exam_id, student_id) DO UPDATE SET mark = EXCLUDED.mark, changed_at = EXCLUDED.changed_at, last_position = EXCLUDED.last_position
     WHERE ${tables.marks}.last_position < EXCLUDED.last_position`,
    [d.examId, d.studentId, d.schoolId, storedMark(d.mark), at, event.position],
  );
  // The event id is the guard: a value already in the history is not written twice.
  await db.query(
    `INSERT INTO ${tables.mark_history} (event_id, position, exam_id, student_id, school_id, kind, mark, previous, reason, actor_id, actor_role, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (event_id) DO NOTHING`,
    [
      event.id,
      event.position,
      d.examId,
      d.studentId,
      d.schoolId,
      event.type === 'MarkCorrected' ? 'Corrected' : 'Recorded',
      storedMark(d.mark),
      storedMark(d.previous),
      reason,
      event.metadata.actorId ?? null,
      event.metadata.actorRole ?? 'SYSTEM',
      at,
    ],
  );
};

const entry =
  (locked: boolean): Handler<MarksLocked | MarksReopened, ExamTables> =>
  async (event, { db, tables }) => {
    const reason = 'reason' in event.data ? event.data.reason : null;
    const at = 'lockedAt' in event.data ? event.data.lockedAt : event.data.reopenedAt;
    await db.query(
      `INSERT INTO ${tables.marks_entry} (school_id, term_id, locked, reason, changed_at, last_position) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (school_id, term_id) DO UPDATE SET locked = EXCLUDED.locked, reason = EXCLUDED.reason, changed_at = EXCLUDED.changed_at, last_position = EXCLUDED.last_position
     WHERE ${tables.marks_entry}.last_position < EXCLUDED.last_position`,
      [event.data.schoolId, event.data.termId, locked, reason, at, event.position],
    );
  };

export const markRows: Handlers<MarkEvent | MarksLocked | MarksReopened, ExamTables> = {
  MarkRecorded: applyMark as Handler<MarkRecorded, ExamTables>,
  MarkCorrected: applyMark as Handler<MarkCorrected, ExamTables>,
  MarksLocked: entry(true) as Handler<MarksLocked, ExamTables>,
  MarksReopened: entry(false) as Handler<MarksReopened, ExamTables>,
};
