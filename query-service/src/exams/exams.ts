import { examStatuses, examsModel, tableOf, type Exam } from '@chikoro/contracts';
import { equalsOneOf, textSearch, type ListResource } from '../listing/resource';
import { equalsUuid, examScope } from './filters';

interface Row {
  exam_id: string;
  school_id: string;
  exam_name: string;
  weight: string;
  out_of: string;
  paper_no: number;
  exam_date: string;
  class_id: string;
  class_name: string;
  level_id: string;
  level_name: string;
  subject_id: string;
  subject_name: string;
  term_id: string;
  term_name: string;
  academic_year: string;
  teacher_id: string;
  teacher_name: string;
  status: Exam['status'];
  marked_count: number;
  class_size: number;
  marks_locked: boolean;
  results_published: boolean;
}

const exams = tableOf(examsModel, 'exams');
const students = tableOf(examsModel, 'exam_students');
const marks = tableOf(examsModel, 'marks');
const entry = tableOf(examsModel, 'marks_entry');
const published = tableOf(examsModel, 'published_results');

/**
 * Each exam with its class's active students and how many of them have an entry: Graded once all
 * do. A class whose students have all left (a final year graduated) has none to mark: its exam is
 * Graded when it was marked before they left, and Pending only when it never was.
 */
const withStatus = `(
  SELECT e.*, c.class_size, k.marked_count, COALESCE(l.locked, false) AS marks_locked,
    EXISTS (SELECT 1 FROM ${published} p WHERE p.class_id = e.class_id AND p.term_id = e.term_id) AS results_published,
    CASE WHEN e.cancelled THEN 'Cancelled'
      WHEN k.marked_count >= c.class_size
        AND (c.class_size > 0 OR EXISTS (SELECT 1 FROM ${marks} m WHERE m.exam_id = e.exam_id AND m.mark IS NOT NULL)) THEN 'Graded'
      ELSE 'Pending' END AS status
  FROM ${exams} e
  CROSS JOIN LATERAL (SELECT count(*)::int AS class_size FROM ${students} s WHERE s.class_id = e.class_id AND s.status = 'Active') c
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS marked_count FROM ${marks} m JOIN ${students} s ON s.student_id = m.student_id
    WHERE m.exam_id = e.exam_id AND m.mark IS NOT NULL AND s.class_id = e.class_id AND s.status = 'Active') k
  LEFT JOIN ${entry} l ON l.school_id = e.school_id AND l.term_id = e.term_id
) AS x`;

/** Spec 001 §2.8 and §2.9: the school's exams; a teacher sees only their own. */
export const examsResource: ListResource<Row> = {
  name: 'exams',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
  projection: examsModel.name,
  from: withStatus,
  select: `exam_id, school_id, exam_name, weight, out_of, paper_no, to_char(exam_date, 'YYYY-MM-DD') AS exam_date, class_id, class_name, level_id, level_name, subject_id, subject_name, term_id, term_name, academic_year, teacher_id, teacher_name, status, marked_count, class_size, marks_locked, results_published`,
  idColumn: 'exam_id',
  sortable: {
    id: 'exam_id',
    className: 'lower(class_name)',
    levelName: 'lower(level_name)',
    examDate: 'exam_date',
    examName: 'lower(exam_name)',
    subjectName: 'lower(subject_name)',
    paperNo: 'paper_no',
    status: 'status',
  },
  defaultSort: ['examDate', 'DESC'],
  filters: {
    q: textSearch('exam_name', 'class_name', 'subject_name', 'teacher_name', 'level_name'),
    levelId: equalsUuid('level_id'),
    classId: equalsUuid('class_id'),
    subjectId: equalsUuid('subject_id'),
    termId: equalsUuid('term_id'),
    teacherId: equalsUuid('teacher_id'),
    schoolId: equalsUuid('school_id'),
    status: equalsOneOf('status', examStatuses),
  },
  scope: examScope('school_id', 'teacher_id'),
  toRecord: (r): Exam => ({
    id: r.exam_id,
    schoolId: r.school_id,
    examName: r.exam_name,
    weight: Number(r.weight),
    outOf: Number(r.out_of),
    paperNo: r.paper_no,
    examDate: r.exam_date,
    classId: r.class_id,
    className: r.class_name,
    levelId: r.level_id,
    levelName: r.level_name,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    termId: r.term_id,
    termName: r.term_name,
    academicYear: r.academic_year,
    teacherId: r.teacher_id,
    teacherName: r.teacher_name,
    status: r.status,
    markedCount: r.marked_count,
    classSize: r.class_size,
    marksLocked: r.marks_locked,
    resultsPublished: r.results_published,
  }),
};
