import type { Handlers } from '../runner/projection';
import type { ExamTables } from './tables';

/** The students module's events, as far as an exam's class and its size go. */
export type RosterEvent =
  | {
      type: 'StudentEnrolled';
      data: {
        schoolId: string;
        studentId: string;
        registrationNumber: string;
        classId: string;
        firstName: string;
        lastName: string;
      };
    }
  | { type: 'StudentMovedToClass'; data: { studentId: string; toClassId: string } }
  | { type: 'StudentStatusChanged'; data: { studentId: string; status: string } }
  | { type: 'StudentWithdrawn'; data: { studentId: string } }
  /** The report-cards module's publication: marks then change only by correction. */
  | { type: 'ResultsPublished'; data: { classId: string; termId: string; publishedAt: string } };

/**
 * Who sits in which class now, and whether they are active: an exam is Graded once every active
 * student of its class has an entry, and the grid lists the class with its empty marks.
 */
export const rosterRows: Handlers<RosterEvent, ExamTables> = {
  async StudentEnrolled({ data: d, position }, { db, tables }) {
    // Inserted once per student: a replayed enrolment changes nothing.
    await db.query(
      `INSERT INTO ${tables.exam_students} (student_id, school_id, class_id, name, registration_number, status, last_position)
       VALUES ($1, $2, $3, $4, $5, 'Active', $6) ON CONFLICT (student_id) DO NOTHING`,
      [
        d.studentId,
        d.schoolId,
        d.classId,
        `${d.firstName} ${d.lastName}`,
        d.registrationNumber,
        position,
      ],
    );
  },
  async StudentMovedToClass({ data, position }, { db, tables }) {
    // Guarded by position, as every change of a student's row.
    await db.query(
      `UPDATE ${tables.exam_students} SET class_id = $2, last_position = $3 WHERE student_id = $1 AND last_position < $3`,
      [data.studentId, data.toClassId, position],
    );
  },
  async StudentStatusChanged({ data, position }, { db, tables }) {
    await db.query(
      `UPDATE ${tables.exam_students} SET status = $2, last_position = $3 WHERE student_id = $1 AND last_position < $3`,
      [data.studentId, data.status, position],
    );
  },
  async ResultsPublished({ data }, { db, tables }) {
    // Once per class and term: a later publication of the same term keeps the first date.
    await db.query(
      `INSERT INTO ${tables.published_results} (class_id, term_id, published_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [data.classId, data.termId, data.publishedAt],
    );
  },
  async StudentWithdrawn({ data, position }, { db, tables }) {
    await db.query(
      `UPDATE ${tables.exam_students} SET class_id = NULL, status = 'Withdrawn', last_position = $2 WHERE student_id = $1 AND last_position < $2`,
      [data.studentId, position],
    );
  },
};
