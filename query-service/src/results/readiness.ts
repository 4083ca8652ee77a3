import { Router } from 'express';
import type pg from 'pg';
import {
  NotFoundError,
  PublishResultsInput,
  ValidationError,
  fieldErrorsFrom,
  resultMessages as m,
  resultsModel,
  tableOf,
  type MissingSubject,
  type ReportCardReadiness,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { Consistency } from '../consistency';

const results = tableOf(resultsModel, 'results');
const members = tableOf(resultsModel, 'results_members');
const exams = tableOf(resultsModel, 'results_exams');
const headComments = tableOf(resultsModel, 'results_head_comments');
const names = tableOf(resultsModel, 'results_names');

interface StudentRow {
  student_id: string;
  student_name: string;
  registration_number: string | null;
  head_comment: string;
}
interface SubjectRow {
  student_id: string;
  student_name: string;
  subject_id: string;
  subject_name: string | null;
  incomplete: boolean;
  uncommented: boolean;
}

const subject = (r: SubjectRow): MissingSubject => ({
  studentId: r.student_id,
  studentName: r.student_name,
  subjectId: r.subject_id,
  subjectName: r.subject_name,
});

/**
 * GET /report-card-readiness?classId=&termId=: what the head needs before publishing a class's
 * term — each student's head comment, and what the cards would still show empty. The school's
 * admin only, and only for a class of their school (another school's class is not found).
 */
export function reportCardReadinessRoutes(pool: pg.Pool, consistency: Consistency): Router {
  const router = Router();
  router.get('/report-card-readiness', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN']);
    const parsed = PublishResultsInput.safeParse({
      classId: req.query.classId,
      termId: req.query.termId,
    });
    if (!parsed.success)
      throw new ValidationError(
        'Some details are missing or not valid.',
        fieldErrorsFrom(parsed.error.issues),
      );
    const { classId, termId } = parsed.data;
    await consistency.waitFor(req, res, resultsModel.name);
    const school = principal.schoolId;
    // The class is the school's when its students or its exams say so.
    const {
      rows: [owned],
    } = await pool.query<{ owned: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${members} WHERE class_id = $1::uuid AND school_id = $2::uuid)
           OR EXISTS (SELECT 1 FROM ${exams} WHERE class_id = $1::uuid AND school_id = $2::uuid) AS owned`,
      [classId, school],
    );
    if (!owned?.owned)
      throw new NotFoundError(m.classNotFound, [{ field: 'classId', message: m.classNotFound }]);
    const [students, subjects] = await Promise.all([
      pool.query<StudentRow>(
        `SELECT m.id AS student_id, m.first_name || ' ' || m.last_name AS student_name, m.registration_number, coalesce(h.comment, '') AS head_comment
         FROM ${members} m LEFT JOIN ${headComments} h ON h.id = $3::text || ':' || m.id::text
         WHERE m.class_id = $1::uuid AND m.school_id = $2::uuid ORDER BY lower(m.first_name || ' ' || m.last_name), m.id`,
        [classId, school, termId],
      ),
      pool.query<SubjectRow>(
        `SELECT r.student_id, r.student_name, r.subject_id, sn.name AS subject_name, r.status = 'incomplete' AS incomplete, r.comment IS NULL AS uncommented
         FROM ${results} r LEFT JOIN ${names} sn ON sn.id = r.subject_id
         WHERE r.class_id = $1::uuid AND r.term_id = $3::uuid AND r.school_id = $2::uuid AND (r.status = 'incomplete' OR r.comment IS NULL)
         ORDER BY lower(r.student_name), r.student_id, lower(sn.name), r.subject_id`,
        [classId, school, termId],
      ),
    ]);
    const readiness: ReportCardReadiness = {
      classId,
      termId,
      students: students.rows.map((s) => ({
        studentId: s.student_id,
        studentName: s.student_name,
        registrationNumber: s.registration_number,
        headComment: s.head_comment,
      })),
      missing: {
        marks: subjects.rows.filter((r) => r.incomplete).map(subject),
        teacherComments: subjects.rows.filter((r) => r.uncommented).map(subject),
        headComments: students.rows
          .filter((s) => s.head_comment === '')
          .map((s) => ({ studentId: s.student_id, studentName: s.student_name })),
      },
    };
    res.json(readiness);
  });
  return router;
}
