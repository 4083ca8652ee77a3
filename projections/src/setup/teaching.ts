import type { TeacherAssigned, TeacherUnassigned } from '@chikoro/contracts';
import type { Handlers } from '../runner/projection';
import type { SetupTable } from './setup';

/** Who is assigned to teach which subject: a teacher's list of subjects is the subjects they teach. */
export const teachingHandlers: Handlers<TeacherAssigned | TeacherUnassigned, SetupTable> = {
  async TeacherAssigned(event, { db, tables }) {
    const { assignmentId, schoolId, teacherId, subjectId } = event.data;
    // Keyed by the assignment: a replay inserts nothing new.
    await db.query(
      `INSERT INTO ${tables.subject_teachers} (assignment_id, school_id, teacher_id, subject_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [assignmentId, schoolId, teacherId, subjectId],
    );
  },
  async TeacherUnassigned(event, { db, tables }) {
    await db.query(`DELETE FROM ${tables.subject_teachers} WHERE assignment_id = $1`, [event.data.assignmentId]);
  },
};
