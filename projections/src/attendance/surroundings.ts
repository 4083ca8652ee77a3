import {
  schoolDate,
  type ClassArchived,
  type ClassCreated,
  type ClassDeleted,
  type ClassDetailsChanged,
  type StudentEnrolled,
  type StudentMovedToClass,
  type StudentStatusChanged,
  type StudentWithdrawn,
  type TermAdded,
} from '@chikoro/contracts';
import type { Handlers } from '../runner/projection';
import type { AttendanceTable } from './tables';

/** The students module's events, as far as registers go: who is on a class's roll, by name. */
export type RollEvent =
  StudentEnrolled | StudentMovedToClass | StudentStatusChanged | StudentWithdrawn;

/** The classes module's events, as far as registers go: a class's name and status. */
export type RegisterClassEvent = ClassCreated | ClassDetailsChanged | ClassArchived | ClassDeleted;

/**
 * What the lists need around the registers: each class (a class owes a register from the day it
 * was created), the terms (school days) and the rolls (the register to take, with the names). Who
 * teaches a class and whose child a student is are the membership read model's (the lists' scope
 * reads them there).
 */
export const surroundingHandlers: Handlers<
  RegisterClassEvent | TermAdded | RollEvent,
  AttendanceTable
> = {
  async ClassCreated(event, { db, tables }) {
    const { classId, schoolId, name, createdAt } = event.data;
    await db.query(
      `INSERT INTO ${tables.attendance_classes} (class_id, school_id, name, status, created_on, last_position) VALUES ($1, $2, $3, 'Active', $4, $5) ON CONFLICT DO NOTHING`,
      [classId, schoolId, name, schoolDate(createdAt), event.position],
    );
  },
  async ClassDetailsChanged(event, { db, tables }) {
    if (!event.data.name) return;
    await db.query(
      `UPDATE ${tables.attendance_classes} SET name = $2, last_position = $3 WHERE class_id = $1 AND last_position < $3`,
      [event.data.classId, event.data.name.after, event.position],
    );
  },
  async ClassArchived(event, { db, tables }) {
    await db.query(
      `UPDATE ${tables.attendance_classes} SET status = 'Archived', last_position = $2 WHERE class_id = $1 AND last_position < $2`,
      [event.data.classId, event.position],
    );
  },
  async ClassDeleted(event, { db, tables }) {
    await db.query(`DELETE FROM ${tables.attendance_classes} WHERE class_id = $1`, [
      event.data.classId,
    ]);
  },
  async TermAdded(event, { db, tables }) {
    const { termId, schoolId, academicYearId, name, startDate, endDate } = event.data;
    await db.query(
      `INSERT INTO ${tables.attendance_terms} (term_id, school_id, academic_year_id, name, start_date, end_date) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [termId, schoolId, academicYearId, name, startDate, endDate],
    );
  },
  async StudentEnrolled(event, { db, tables }) {
    const { studentId, schoolId, classId, firstName, lastName } = event.data;
    await db.query(
      `INSERT INTO ${tables.attendance_roll} (student_id, school_id, class_id, name, status) VALUES ($1, $2, $3, $4, 'Active')
       ON CONFLICT (student_id) DO UPDATE SET class_id = EXCLUDED.class_id, name = EXCLUDED.name, status = 'Active'`,
      [studentId, schoolId, classId, `${firstName} ${lastName}`],
    );
  },
  async StudentMovedToClass(event, { db, tables }) {
    const { studentId, toClassId, movedAt } = event.data;
    await db.query(`UPDATE ${tables.attendance_roll} SET class_id = $2 WHERE student_id = $1`, [
      studentId,
      toClassId,
    ]);
    // The absences the family reported for days from the move go with the child to the new class's register.
    await db.query(
      `UPDATE ${tables.attendance_absence_reports} SET class_id = $2, class_name = (SELECT name FROM ${tables.attendance_classes} WHERE class_id = $2)
       WHERE student_id = $1 AND date >= $3`,
      [studentId, toClassId, schoolDate(movedAt)],
    );
  },
  async StudentStatusChanged(event, { db, tables }) {
    await db.query(`UPDATE ${tables.attendance_roll} SET status = $2 WHERE student_id = $1`, [
      event.data.studentId,
      event.data.status,
    ]);
  },
  async StudentWithdrawn(event, { db, tables }) {
    await db.query(`DELETE FROM ${tables.attendance_roll} WHERE student_id = $1`, [
      event.data.studentId,
    ]);
  },
};
