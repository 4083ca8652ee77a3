import type {
  AbsenceReported,
  AbsenceReportWithdrawn,
  AttendanceCorrected,
  AttendanceRecorded,
} from '@chikoro/contracts';
import type { Handlers, ProjectionContext } from '../runner/projection';
import type { AttendanceTable } from './tables';

export const registerId = (classId: string, date: string): string => `${classId}_${date}`;
export const absenceReportId = (studentId: string, date: string): string => `${studentId}_${date}`;

/** A register's counts are recomputed from its entries: applying an event twice gives the same numbers. */
async function recount(
  id: string,
  { db, tables }: ProjectionContext<AttendanceTable>,
): Promise<void> {
  await db.query(
    `UPDATE ${tables.attendance_registers} r SET
       present = (SELECT count(*) FROM ${tables.attendance_entries} e WHERE e.register_id = r.id AND e.status = 'PRESENT'),
       absent = (SELECT count(*) FROM ${tables.attendance_entries} e WHERE e.register_id = r.id AND e.status = 'ABSENT'),
       late = (SELECT count(*) FROM ${tables.attendance_entries} e WHERE e.register_id = r.id AND e.status = 'LATE'),
       total = (SELECT count(*) FROM ${tables.attendance_entries} e WHERE e.register_id = r.id),
       corrections = (SELECT coalesce(sum(jsonb_array_length(e.history)), 0) FROM ${tables.attendance_entries} e WHERE e.register_id = r.id)
     WHERE r.id = $1`,
    [id],
  );
}

/** The registers and each student's mark, with every change a mark went through. */
export const registerHandlers: Handlers<AttendanceRecorded | AttendanceCorrected, AttendanceTable> =
  {
    async AttendanceRecorded(event, context) {
      const { db, tables } = context;
      const {
        schoolId,
        classId,
        className,
        date,
        termId,
        entries,
        takenBy,
        takenByName,
        recordedAt,
      } = event.data;
      const id = registerId(classId, date);
      // A register is recorded once: a replayed event finds its rows and inserts nothing.
      await db.query(
        `INSERT INTO ${tables.attendance_registers} (id, school_id, class_id, class_name, date, term_id, taken_by, taken_by_name, taken_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [
          id,
          schoolId,
          classId,
          className,
          date,
          termId,
          takenBy || null,
          takenByName ?? null,
          recordedAt,
        ],
      );
      await db.query(
        `INSERT INTO ${tables.attendance_entries} (id, register_id, school_id, class_id, class_name, date, term_id, student_id, student_name, status, minutes_late, reason, last_position)
       SELECT $1 || '_' || x."studentId", $1, $2, $3, $4, $5, $6, x."studentId", x."studentName", x.status, x."minutesLate", x.reason, $8
       FROM jsonb_to_recordset($7::jsonb) AS x("studentId" uuid, "studentName" text, status text, "minutesLate" int, reason text)
       ON CONFLICT (id) DO NOTHING`,
        [id, schoolId, classId, className, date, termId, JSON.stringify(entries), event.position],
      );
      await recount(id, context);
    },
    async AttendanceCorrected(event, context) {
      const { db, tables } = context;
      const d = event.data;
      const id = registerId(d.classId, d.date);
      const change = {
        before: d.previous,
        after: d.entry,
        reason: d.reason ?? null,
        by: d.correctedBy,
        byName: d.correctedByName ?? null,
        at: d.correctedAt,
      };
      // Guarded by position: a correction already applied to this mark changes nothing the second time.
      await db.query(
        `INSERT INTO ${tables.attendance_entries} AS e (id, register_id, school_id, class_id, class_name, date, term_id, student_id, student_name, status, minutes_late, reason, history, last_position)
       VALUES ($1 || '_' || $7::uuid::text, $1, $2, $3, $4, $5, $6, $7::uuid, $8, $9, $10, $11, jsonb_build_array($12::jsonb), $13)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, minutes_late = EXCLUDED.minutes_late, reason = EXCLUDED.reason,
         history = e.history || EXCLUDED.history, last_position = EXCLUDED.last_position
       WHERE e.last_position < EXCLUDED.last_position`,
        [
          id,
          d.schoolId,
          d.classId,
          d.className,
          d.date,
          d.termId,
          d.studentId,
          d.studentName,
          d.entry.status,
          d.entry.minutesLate ?? null,
          d.entry.reason ?? null,
          JSON.stringify(change),
          event.position,
        ],
      );
      await recount(id, context);
    },
  };

/** The absences families reported ahead of the registers: the latest reason for a day stands, a withdrawn one goes. */
export const absenceReportHandlers: Handlers<
  AbsenceReported | AbsenceReportWithdrawn,
  AttendanceTable
> = {
  async AbsenceReported(event, { db, tables }) {
    const d = event.data;
    // Guarded by position: a replayed report changes nothing.
    await db.query(
      `INSERT INTO ${tables.attendance_absence_reports} AS r (id, school_id, student_id, student_name, class_id, class_name, date, reason, parent_id, parent_name, reported_at, last_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO UPDATE SET reason = EXCLUDED.reason, parent_id = EXCLUDED.parent_id, parent_name = EXCLUDED.parent_name,
         reported_at = EXCLUDED.reported_at, class_id = EXCLUDED.class_id, class_name = EXCLUDED.class_name, last_position = EXCLUDED.last_position
       WHERE r.last_position < EXCLUDED.last_position`,
      [
        absenceReportId(d.studentId, d.date),
        d.schoolId,
        d.studentId,
        d.studentName,
        d.classId,
        d.className ?? null,
        d.date,
        d.reason,
        d.parentId,
        d.parentName,
        d.reportedAt,
        event.position,
      ],
    );
  },
  async AbsenceReportWithdrawn(event, { db, tables }) {
    await db.query(
      `DELETE FROM ${tables.attendance_absence_reports} WHERE id = $1 AND last_position < $2`,
      [absenceReportId(event.data.studentId, event.data.date), event.position],
    );
  },
};
