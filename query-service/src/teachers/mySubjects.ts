import {
  CURRENT_TERM,
  classesModel,
  schoolSetupModel,
  tableOf,
  teachersModel,
  type MySubject,
  type Principal,
} from '@chikoro/contracts';
import { equalsId, textSearch, type ListResource, type Params } from '../listing/resource';
import { isMe, ownSchool } from '../scope';
import { termIs } from '../setup/calendar';

interface Row {
  id: string;
  subject_id: string;
  subject_name: string;
  code: string | null;
  department_name: string | null;
  class_id: string;
  class_name: string;
  term_id: string;
  term_name: string;
  academic_year_name: string;
  teachers: { id: string; name: string }[];
}

const assignments = tableOf(teachersModel, 'teacher_assignments');
const teachers = tableOf(teachersModel, 'teachers');
const classStudents = tableOf(classesModel, 'class_students');
const subjects = tableOf(schoolSetupModel, 'subjects');

/**
 * Each student's class's subjects per term, from the teacher assignments: one row a subject and
 * term, with the teachers assigned to it there (a teacher who left the school is not named).
 */
const taught = `(
  SELECT a.term_id::text || ':' || a.subject_id::text AS id, a.school_id, cs.student_id, a.subject_id, max(a.subject_name) AS subject_name,
    max(sj.code) AS code, max(sj.department_name) AS department_name, a.class_id, max(a.class_name) AS class_name, a.term_id,
    max(a.term_name) AS term_name, max(a.academic_year_name) AS academic_year_name,
    COALESCE(json_agg(DISTINCT jsonb_build_object('id', a.teacher_id, 'name', a.teacher_name)) FILTER (WHERE t.status IS DISTINCT FROM 'Left'), '[]') AS teachers
  FROM ${assignments} a
  JOIN ${classStudents} cs ON cs.class_id = a.class_id
  LEFT JOIN ${teachers} t ON t.id = a.teacher_id
  LEFT JOIN ${subjects} sj ON sj.id = a.subject_id
  GROUP BY a.school_id, cs.student_id, a.class_id, a.term_id, a.subject_id
) AS x`;

/** The signed-in student's own class, in their own school; every other role reads nothing here. */
const ownClass = (principal: Principal, params: Params): string =>
  principal.role === 'STUDENT' && principal.schoolId
    ? `${ownSchool('x.school_id')(principal, params)} AND ${isMe('x.student_id')(principal, params)}`
    : 'false';

/**
 * GET /api/my-subjects (spec 001 §2.12): the subjects of the class the student is in, with their
 * teachers, by default in the school's current term (filter termId: a term's id, or 'current').
 */
export const mySubjectsResource: ListResource<Row> = {
  name: 'my-subjects',
  roles: ['STUDENT'],
  projection: teachersModel.name,
  from: taught,
  select:
    'x.id, x.subject_id, x.subject_name, x.code, x.department_name, x.class_id, x.class_name, x.term_id, x.term_name, x.academic_year_name, x.teachers',
  idColumn: 'x.id',
  idType: 'text',
  sortable: { subjectName: 'lower(x.subject_name)' },
  defaultSort: ['subjectName', 'ASC'],
  filters: {
    q: textSearch('x.subject_name'),
    termId: termIs('x.term_id', 'x.school_id'),
    subjectId: equalsId('x.subject_id'),
  },
  defaultFilter: { termId: CURRENT_TERM },
  scope: ownClass,
  toRecord: (r): MySubject => ({
    id: r.id,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    code: r.code,
    departmentName: r.department_name,
    classId: r.class_id,
    className: r.class_name,
    termId: r.term_id,
    termName: r.term_name,
    academicYearName: r.academic_year_name,
    teachers: [...r.teachers].sort((a, b) => a.name.localeCompare(b.name)),
  }),
};
