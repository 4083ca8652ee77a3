import type pg from 'pg';
import {
  attendanceModel,
  examsModel,
  resultsModel,
  schoolSetupModel,
  tableOf,
  termClosesModel,
  type MissingRegisters,
  type TeacherOpenExams,
  type TermCloseReport,
  type UncommentedClass,
  type UnpublishedClass,
} from '@chikoro/contracts';
import { SQL_TODAY } from '@chikoro/platform';

const terms = tableOf(schoolSetupModel, 'terms');
const closes = tableOf(termClosesModel, 'term_closes');
const exams = tableOf(examsModel, 'exams');
const examStudents = tableOf(examsModel, 'exam_students');
const marks = tableOf(examsModel, 'marks');
const results = tableOf(resultsModel, 'results');
const publications = tableOf(resultsModel, 'results_publications');
const headComments = tableOf(resultsModel, 'results_head_comments');
const names = tableOf(resultsModel, 'results_names');
const classes = tableOf(attendanceModel, 'attendance_classes');
const attendanceTerms = tableOf(attendanceModel, 'attendance_terms');
const registers = tableOf(attendanceModel, 'attendance_registers');

interface ExamRow {
  teacher_id: string;
  teacher_name: string;
  exam_id: string;
  exam_name: string;
  class_id: string;
  class_name: string;
  subject_name: string;
  paper_no: number;
  missing: number;
}

/** Exams of the term not cancelled whose class still has active students without an entry, by teacher. */
async function examsWithoutMarks(
  pool: pg.Pool,
  schoolId: string,
  termId: string,
): Promise<TeacherOpenExams[]> {
  const { rows } = await pool.query<ExamRow>(
    `SELECT e.teacher_id, e.teacher_name, e.exam_id, e.exam_name, e.class_id, e.class_name, e.subject_name, e.paper_no, count(s.student_id)::int AS missing
     FROM ${exams} e
     JOIN ${examStudents} s ON s.class_id = e.class_id AND s.status = 'Active'
     WHERE e.school_id = $1::uuid AND e.term_id = $2::uuid AND NOT e.cancelled
       AND NOT EXISTS (SELECT 1 FROM ${marks} m WHERE m.exam_id = e.exam_id AND m.student_id = s.student_id AND m.mark IS NOT NULL)
     GROUP BY e.exam_id
     ORDER BY lower(e.teacher_name), e.teacher_id, lower(e.class_name), lower(e.subject_name), e.paper_no`,
    [schoolId, termId],
  );
  const byTeacher = new Map<string, TeacherOpenExams>();
  for (const r of rows) {
    const teacher = byTeacher.get(r.teacher_id) ?? {
      teacherId: r.teacher_id,
      teacherName: r.teacher_name,
      exams: [],
    };
    teacher.exams.push({
      examId: r.exam_id,
      examName: r.exam_name,
      classId: r.class_id,
      className: r.class_name,
      subjectName: r.subject_name,
      paperNo: r.paper_no,
      missing: r.missing,
    });
    byTeacher.set(r.teacher_id, teacher);
  }
  return [...byTeacher.values()];
}

interface ResultClassRow {
  class_id: string;
  class_name: string | null;
  students: number;
  teacher_comments: number;
  head_comments: number;
  published: boolean;
}

/** Each class with results in the term: its students, the subject results without a comment, the students without the head's, and whether it is published. */
async function resultClasses(
  pool: pg.Pool,
  schoolId: string,
  termId: string,
): Promise<ResultClassRow[]> {
  const { rows } = await pool.query<ResultClassRow>(
    `SELECT r.class_id, cn.name AS class_name, count(DISTINCT r.student_id)::int AS students,
       count(*) FILTER (WHERE r.comment IS NULL)::int AS teacher_comments,
       count(DISTINCT r.student_id) FILTER (WHERE h.id IS NULL)::int AS head_comments,
       EXISTS (SELECT 1 FROM ${publications} p WHERE p.class_id = r.class_id AND p.term_id = r.term_id) AS published
     FROM ${results} r
     LEFT JOIN ${names} cn ON cn.id = r.class_id
     LEFT JOIN ${headComments} h ON h.id = r.term_id::text || ':' || r.student_id::text AND h.comment <> ''
     WHERE r.school_id = $1::uuid AND r.term_id = $2::uuid
     GROUP BY r.class_id, r.term_id, cn.name
     ORDER BY lower(cn.name), r.class_id`,
    [schoolId, termId],
  );
  return rows;
}

interface RegisterRow {
  class_id: string;
  class_name: string;
  days: number;
  first_date: string;
  last_date: string;
}

/** The term's school days up to today, from the day each active class was created, without a register. */
async function registersNotTaken(
  pool: pg.Pool,
  schoolId: string,
  termId: string,
): Promise<MissingRegisters[]> {
  const { rows } = await pool.query<RegisterRow>(
    `SELECT c.class_id, c.name AS class_name, count(*)::int AS days, to_char(min(d), 'YYYY-MM-DD') AS first_date, to_char(max(d), 'YYYY-MM-DD') AS last_date
     FROM ${classes} c
     JOIN ${attendanceTerms} t ON t.school_id = c.school_id AND t.term_id = $2::uuid
     CROSS JOIN LATERAL generate_series(GREATEST(t.start_date, c.created_on), LEAST(t.end_date, ${SQL_TODAY}), interval '1 day') d
     WHERE c.school_id = $1::uuid AND c.status = 'Active' AND extract(isodow FROM d) < 6
       AND NOT EXISTS (SELECT 1 FROM ${registers} r WHERE r.class_id = c.class_id AND r.date = d::date)
     GROUP BY c.class_id, c.name
     ORDER BY lower(c.name), c.class_id`,
    [schoolId, termId],
  );
  return rows.map((r) => ({
    classId: r.class_id,
    className: r.class_name,
    days: r.days,
    firstDate: r.first_date,
    lastDate: r.last_date,
  }));
}

interface TermRow {
  name: string;
  year: string;
  closed: boolean | null;
  closed_at: Date | null;
  reopen_reason: string | null;
  next_term_opens: string | null;
}

/**
 * What is still open in a school's term, from the read models: exams without marks, classes not
 * published, cards without comments, registers not taken; undefined when the school has no such term.
 */
export async function readTermCloseReport(
  pool: pg.Pool,
  schoolId: string,
  termId: string,
): Promise<TermCloseReport | undefined> {
  const {
    rows: [term],
  } = await pool.query<TermRow>(
    `SELECT t.name, t.academic_year_name AS year, c.closed, c.closed_at, c.reopen_reason, to_char(c.next_term_opens, 'YYYY-MM-DD') AS next_term_opens
     FROM ${terms} t LEFT JOIN ${closes} c ON c.school_id = $1::uuid AND c.term_id = t.id
     WHERE t.id = $2::uuid AND t.school_id = $1::text`,
    [schoolId, termId],
  );
  if (!term) return undefined;
  const [open, classRows, missing] = await Promise.all([
    examsWithoutMarks(pool, schoolId, termId),
    resultClasses(pool, schoolId, termId),
    registersNotTaken(pool, schoolId, termId),
  ]);
  const unpublishedClasses: UnpublishedClass[] = classRows
    .filter((c) => !c.published)
    .map((c) => ({ classId: c.class_id, className: c.class_name ?? '', students: c.students }));
  const uncommentedCards: UncommentedClass[] = classRows
    .filter((c) => c.teacher_comments > 0 || c.head_comments > 0)
    .map((c) => ({
      classId: c.class_id,
      className: c.class_name ?? '',
      teacherComments: c.teacher_comments,
      headComments: c.head_comments,
    }));
  return {
    termId,
    termName: `${term.name} ${term.year}`,
    status: term.closed ? 'Closed' : 'Open',
    closedAt: term.closed && term.closed_at ? term.closed_at.toISOString() : null,
    reopenReason: term.closed === false ? term.reopen_reason : null,
    nextTermOpens: term.next_term_opens,
    examsWithoutMarks: open,
    unpublishedClasses,
    uncommentedCards,
    registersNotTaken: missing,
  };
}
