import {
  CURRENT_TERM,
  examAttempts,
  examsModel,
  tableOf,
  type MyExam,
  type Principal,
} from '@chikoro/contracts';
import { equalsOneOf, textSearch, type ListResource, type Params } from '../listing/resource';
import { isMe, ownSchool } from '../scope';
import { termIs } from '../setup/calendar';
import { equalsUuid } from './filters';

interface Row {
  exam_id: string;
  exam_name: string;
  subject_id: string;
  subject_name: string;
  paper_no: number;
  exam_date: string;
  out_of: string;
  weight: string;
  class_id: string;
  class_name: string;
  term_id: string;
  term_name: string;
  academic_year: string;
  teacher_name: string;
  status: MyExam['status'];
}

const exams = tableOf(examsModel, 'exams');
const students = tableOf(examsModel, 'exam_students');
const marks = tableOf(examsModel, 'marks');

/**
 * Each student with the exams they sit: those of the class they are in now, and any other that
 * holds an entry of theirs (a class they left). Cancelled exams are not sat. The status says only
 * whether a mark is recorded (absent counts as not attempted, exempt stands apart), never the mark.
 */
const sittings = `(
  SELECT e.exam_id, e.school_id, s.student_id, e.exam_name, e.subject_id, e.subject_name, e.paper_no, e.exam_date, e.out_of, e.weight,
    e.class_id, e.class_name, e.term_id, e.term_name, e.academic_year, e.teacher_name,
    CASE WHEN m.mark = 'EXEMPT' THEN 'Exempt' WHEN m.mark IS NULL OR m.mark = 'ABSENT' THEN 'Not Attempted' ELSE 'Attempted' END AS status
  FROM ${exams} e
  JOIN ${students} s ON s.school_id = e.school_id
  LEFT JOIN ${marks} m ON m.exam_id = e.exam_id AND m.student_id = s.student_id
  WHERE NOT e.cancelled AND (s.class_id = e.class_id OR m.mark IS NOT NULL)
) AS x`;

/** The signed-in student's own rows, in their own school; every other role reads nothing here. */
const ownSittings = (principal: Principal, params: Params): string =>
  principal.role === 'STUDENT' && principal.schoolId
    ? `${ownSchool('x.school_id')(principal, params)} AND ${isMe('x.student_id')(principal, params)}`
    : 'false';

/**
 * GET /api/my-exams (spec 001 §2.12's exam time table): the exams of the student's class, by
 * default those of the school's current term (filter termId: a term's id, or 'current').
 */
export const myExamsResource: ListResource<Row> = {
  name: 'my-exams',
  roles: ['STUDENT'],
  projection: examsModel.name,
  from: sittings,
  select: `x.exam_id, x.exam_name, x.subject_id, x.subject_name, x.paper_no, to_char(x.exam_date, 'YYYY-MM-DD') AS exam_date, x.out_of, x.weight,
    x.class_id, x.class_name, x.term_id, x.term_name, x.academic_year, x.teacher_name, x.status`,
  idColumn: 'x.exam_id',
  sortable: {
    examDate: 'x.exam_date',
    examName: 'lower(x.exam_name)',
    subjectName: 'lower(x.subject_name)',
    paperNo: 'x.paper_no',
    status: 'x.status',
  },
  defaultSort: ['examDate', 'ASC'],
  filters: {
    q: textSearch('x.exam_name', 'x.subject_name'),
    termId: termIs('x.term_id', 'x.school_id'),
    subjectId: equalsUuid('x.subject_id'),
    status: equalsOneOf('x.status', examAttempts),
  },
  defaultFilter: { termId: CURRENT_TERM },
  scope: ownSittings,
  toRecord: (r): MyExam => ({
    id: r.exam_id,
    examName: r.exam_name,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    paperNo: r.paper_no,
    examDate: r.exam_date,
    outOf: Number(r.out_of),
    weight: Number(r.weight),
    classId: r.class_id,
    className: r.class_name,
    termId: r.term_id,
    termName: r.term_name,
    academicYear: r.academic_year,
    teacherName: r.teacher_name,
    status: r.status,
  }),
};
