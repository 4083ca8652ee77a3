import {
  schoolDate, type ClassEvent, type ParentLinkedToStudent, type ParentUnlinkedFromStudent, type StudentEnrolled, type StudentMovedToClass,
  type StudentStatusChanged, type StudentWithdrawn, type TeacherAssigned, type TeacherUnassigned, type TermAdded,
} from '@chikoro/contracts';
import type { Handlers } from '../runner/projection';
import type { AttendanceTable } from './tables';

/** The students and parents modules' events, as far as registers go: who is on a class's roll, and whose parent may read a student's marks. */
export type RollEvent = StudentEnrolled | StudentMovedToClass | StudentStatusChanged | StudentWithdrawn | ParentLinkedToStudent | ParentUnlinkedFromStudent;

/** The teachers module's assignments: a subject teacher reads their classes' students' term figures. */
export type AssignmentEvent = TeacherAssigned | TeacherUnassigned;

/**
 * What the lists need around the registers: each class with its class teacher (a teacher reads their
 * classes' registers; a class owes a register from the day it was created), the terms (school days),
 * the rolls (the register to take), the parents' links (what a parent may read) and the subject
 * assignments (whose students' term figures a subject teacher may read).
 */
export const surroundingHandlers: Handlers<ClassEvent | TermAdded | RollEvent | AssignmentEvent, AttendanceTable> = {
  async ClassCreated(event, { db, tables }) {
    const { classId, schoolId, name, createdAt } = event.data;
    await db.query(
      `INSERT INTO ${tables.attendance_classes} (class_id, school_id, name, status, created_on, last_position) VALUES ($1, $2, $3, 'Active', $4, $5) ON CONFLICT DO NOTHING`,
      [classId, schoolId, name, schoolDate(createdAt), event.position]);
  },
  async ClassTeacherAssigned(event, { db, tables }) {
    // Guarded by position, as every update of a class here: a replay changes nothing.
    await db.query(`UPDATE ${tables.attendance_classes} SET class_teacher_id = $2, last_position = $3 WHERE class_id = $1 AND last_position < $3`,
      [event.data.classId, event.data.teacherId, event.position]);
  },
  async ClassDetailsChanged(event, { db, tables }) {
    if (!event.data.name) return;
    await db.query(`UPDATE ${tables.attendance_classes} SET name = $2, last_position = $3 WHERE class_id = $1 AND last_position < $3`,
      [event.data.classId, event.data.name.after, event.position]);
  },
  async ClassArchived(event, { db, tables }) {
    await db.query(`UPDATE ${tables.attendance_classes} SET status = 'Archived', last_position = $2 WHERE class_id = $1 AND last_position < $2`, [event.data.classId, event.position]);
  },
  async ClassDeleted(event, { db, tables }) {
    await db.query(`DELETE FROM ${tables.attendance_classes} WHERE class_id = $1`, [event.data.classId]);
  },
  async TermAdded(event, { db, tables }) {
    const { termId, schoolId, academicYearId, name, startDate, endDate } = event.data;
    await db.query(
      `INSERT INTO ${tables.attendance_terms} (term_id, school_id, academic_year_id, name, start_date, end_date) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [termId, schoolId, academicYearId, name, startDate, endDate]);
  },
  async StudentEnrolled(event, { db, tables }) {
    const { studentId, schoolId, classId, firstName, lastName } = event.data;
    await db.query(
      `INSERT INTO ${tables.attendance_roll} (student_id, school_id, class_id, name, status) VALUES ($1, $2, $3, $4, 'Active')
       ON CONFLICT (student_id) DO UPDATE SET class_id = EXCLUDED.class_id, name = EXCLUDED.name, status = 'Active'`,
      [studentId, schoolId, classId, `${firstName} ${lastName}`]);
  },
  async StudentMovedToClass(event, { db, tables }) {
    const { studentId, toClassId, movedAt } = event.data;
    await db.query(`UPDATE ${tables.attendance_roll} SET class_id = $2 WHERE student_id = $1`, [studentId, toClassId]);
    // The absences the family reported for days from the move go with the child to the new class's register.
    await db.query(
      `UPDATE ${tables.attendance_absence_reports} SET class_id = $2, class_name = (SELECT name FROM ${tables.attendance_classes} WHERE class_id = $2)
       WHERE student_id = $1 AND date >= $3`,
      [studentId, toClassId, schoolDate(movedAt)]);
  },
  async StudentStatusChanged(event, { db, tables }) {
    await db.query(`UPDATE ${tables.attendance_roll} SET status = $2 WHERE student_id = $1`, [event.data.studentId, event.data.status]);
  },
  async StudentWithdrawn(event, { db, tables }) {
    await db.query(`DELETE FROM ${tables.attendance_roll} WHERE student_id = $1`, [event.data.studentId]);
  },
  async ParentLinkedToStudent(event, { db, tables }) {
    const { parentId, studentId, schoolId } = event.data;
    await db.query(`INSERT INTO ${tables.attendance_parents} (parent_id, student_id, school_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [parentId, studentId, schoolId]);
  },
  async ParentUnlinkedFromStudent(event, { db, tables }) {
    await db.query(`DELETE FROM ${tables.attendance_parents} WHERE parent_id = $1 AND student_id = $2`, [event.data.parentId, event.data.studentId]);
  },
  async TeacherAssigned(event, { db, tables }) {
    const { assignmentId, schoolId, classId, teacherId } = event.data;
    // Keyed by the assignment: a replay inserts nothing new.
    await db.query(`INSERT INTO ${tables.attendance_assignments} (assignment_id, school_id, class_id, teacher_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [assignmentId, schoolId, classId, teacherId]);
  },
  async TeacherUnassigned(event, { db, tables }) {
    await db.query(`DELETE FROM ${tables.attendance_assignments} WHERE assignment_id = $1`, [event.data.assignmentId]);
  },
};
