import {
  membershipModel,
  schoolDate,
  type ClassDeleted,
  type ClassTeacherAssigned,
  type ParentLinkedToStudent,
  type ParentUnlinkedFromStudent,
  type StudentEnrolled,
  type StudentMovedToClass,
  type StudentStatusChanged,
  type StudentWithdrawn,
  type TeacherAssigned,
  type TeacherUnassigned,
} from '@chikoro/contracts';
import { defineProjection, type ProjectionContext } from '../runner/projection';
import { gathered } from '../runner/script';
import { membershipTables, type MembershipTable } from './tables';

type Handled =
  | StudentEnrolled
  | StudentMovedToClass
  | StudentStatusChanged
  | StudentWithdrawn
  | TeacherAssigned
  | TeacherUnassigned
  | ClassTeacherAssigned
  | ClassDeleted
  | ParentLinkedToStudent
  | ParentUnlinkedFromStudent;
type Context = ProjectionContext<MembershipTable>;

/**
 * Ends the student's current class span on `day`. Guarded by position: a span opened or changed by
 * this event or a later one is left alone, so a replayed event ends nothing a second time.
 */
const leaveClass = ({ db, tables }: Context, studentId: string, day: string, position: number) =>
  db.query(
    `UPDATE ${tables.class_memberships} SET to_date = $2, last_position = $3 WHERE student_id = $1 AND to_date IS NULL AND last_position < $3`,
    [studentId, day, position],
  );

/** Opens a class span keyed by the event that opened it: a replay inserts nothing. */
const joinClass = (
  { db, tables }: Context,
  id: string,
  d: { schoolId: string; studentId: string },
  classId: string,
  day: string,
  position: number,
) =>
  db.query(
    `INSERT INTO ${tables.class_memberships} (id, school_id, student_id, class_id, status, from_date, to_date, last_position)
     VALUES ($1, $2, $3, $4, 'Active', $5, NULL, $6) ON CONFLICT (id) DO NOTHING`,
    [id, d.schoolId, d.studentId, classId, day, position],
  );

/**
 * Membership: the school's facts by date (see `membershipModel`). A class span opens at enrolment
 * or a move and ends at the next move or the withdrawal, keeping the student's status (Active,
 * Inactive, Graduated) while current. A subject assignment (teacher, class, subject, term and its
 * year) spans from its assignment to its unassignment; a class teacher from their assignment to
 * the next class teacher's (or the class's deletion). A family link spans from link to unlink.
 * Dates are the events' own, as school days in Harare.
 */
export const membership = gathered(
  defineProjection<Handled>()({
    readModel: membershipModel,
    version: 1,
    tables: membershipTables,
    handlers: {
      async StudentEnrolled(event, context) {
        const day = schoolDate(event.data.enrolledAt);
        await leaveClass(context, event.data.studentId, day, event.position);
        await joinClass(context, event.id, event.data, event.data.classId, day, event.position);
      },
      async StudentMovedToClass(event, context) {
        const day = schoolDate(event.data.movedAt);
        await leaveClass(context, event.data.studentId, day, event.position);
        await joinClass(context, event.id, event.data, event.data.toClassId, day, event.position);
      },
      async StudentStatusChanged({ data: d, position }, { db, tables }) {
        // Guarded by position: a replay changes nothing.
        await db.query(
          `UPDATE ${tables.class_memberships} SET status = $2, last_position = $3 WHERE student_id = $1 AND to_date IS NULL AND last_position < $3`,
          [d.studentId, d.status, position],
        );
      },
      async StudentWithdrawn(event, context) {
        await leaveClass(
          context,
          event.data.studentId,
          schoolDate(event.data.withdrawnAt),
          event.position,
        );
      },
      async TeacherAssigned({ data: d, position }, { db, tables }) {
        // Keyed by the assignment: a replay inserts nothing.
        await db.query(
          `INSERT INTO ${tables.teaching_assignments} (id, school_id, teacher_id, class_id, subject_id, term_id, academic_year_id, from_date, to_date, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, $9) ON CONFLICT (id) DO NOTHING`,
          [
            d.assignmentId,
            d.schoolId,
            d.teacherId,
            d.classId,
            d.subjectId,
            d.termId,
            d.academicYearId,
            schoolDate(d.assignedAt),
            position,
          ],
        );
      },
      async TeacherUnassigned({ data: d, position }, { db, tables }) {
        await db.query(
          `UPDATE ${tables.teaching_assignments} SET to_date = $2, last_position = $3 WHERE id = $1 AND to_date IS NULL AND last_position < $3`,
          [d.assignmentId, schoolDate(d.unassignedAt), position],
        );
      },
      async ClassTeacherAssigned(event, { db, tables }) {
        const { schoolId, classId, teacherId, assignedAt } = event.data;
        const day = schoolDate(assignedAt);
        // The class's class teacher until now ends here; spans this event or a later one opened stay.
        await db.query(
          `UPDATE ${tables.teaching_assignments} SET to_date = $2, last_position = $3
         WHERE class_id = $1 AND subject_id IS NULL AND to_date IS NULL AND last_position < $3`,
          [classId, day, event.position],
        );
        await db.query(
          `INSERT INTO ${tables.teaching_assignments} (id, school_id, teacher_id, class_id, subject_id, term_id, academic_year_id, from_date, to_date, last_position)
         VALUES ($1, $2, $3, $4, NULL, NULL, NULL, $5, NULL, $6) ON CONFLICT (id) DO NOTHING`,
          [event.id, schoolId, teacherId, classId, day, event.position],
        );
      },
      async ClassDeleted({ data: d, position }, { db, tables }) {
        // A deleted class has no class teacher from that day (it never had students: one with students is archived).
        await db.query(
          `UPDATE ${tables.teaching_assignments} SET to_date = $2, last_position = $3
         WHERE class_id = $1 AND subject_id IS NULL AND to_date IS NULL AND last_position < $3`,
          [d.classId, schoolDate(d.deletedAt), position],
        );
      },
      async ParentLinkedToStudent(event, { db, tables }) {
        const { schoolId, parentId, studentId, linkedAt } = event.data;
        // Keyed by the event, and only while the two are not linked already: a replay or a second link opens nothing.
        await db.query(
          `INSERT INTO ${tables.family_links} (id, school_id, parent_id, student_id, status, from_date, to_date, last_position)
         SELECT $1, $2, $3, $4, 'Linked', $5, NULL, $6
         WHERE NOT EXISTS (SELECT 1 FROM ${tables.family_links} WHERE parent_id = $3 AND student_id = $4 AND to_date IS NULL)
         ON CONFLICT (id) DO NOTHING`,
          [event.id, schoolId, parentId, studentId, schoolDate(linkedAt), event.position],
        );
      },
      async ParentUnlinkedFromStudent({ data: d, position }, { db, tables }) {
        await db.query(
          `UPDATE ${tables.family_links} SET status = 'Unlinked', to_date = $3, last_position = $4
         WHERE parent_id = $1 AND student_id = $2 AND to_date IS NULL AND last_position < $4`,
          [d.parentId, d.studentId, schoolDate(d.unlinkedAt), position],
        );
      },
    },
  }),
);
