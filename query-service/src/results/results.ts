import { resultsModel, tableOf, type CardPaper, type SubjectResultRow } from '@chikoro/contracts';
import { equalsOneOf, textSearch, type ListResource } from '../listing/resource';
import { equalsId, resultsScope } from './scope';
import { MEMBERSHIP } from '../scope';

interface Row {
  id: string;
  school_id: string;
  student_id: string;
  student_name: string;
  registration_number: string | null;
  class_id: string;
  class_name: string | null;
  level_id: string;
  subject_id: string;
  subject_name: string | null;
  term_id: string;
  term_name: string | null;
  papers: CardPaper[];
  final_mark: string | null;
  grade: string | null;
  pass: boolean | null;
  comment: string | null;
  conduct: string | null;
  effort: string | null;
  status: SubjectResultRow['status'];
  published: boolean;
}

const names = tableOf(resultsModel, 'results_names');

/**
 * GET /api/results (spec 001 §2.11, uploading-results): each student's live result per subject and
 * term (papers, final mark, grade, comment, complete or incomplete), a draft until published. For
 * the school's admin, the teachers of the class, and the superadmin; students and parents read
 * published report cards only.
 */
export const resultsResource: ListResource<Row> = {
  name: 'results',
  roles: ['ADMIN', 'TEACHER', 'SUPERADMIN'],
  projection: resultsModel.name,
  alsoReads: [MEMBERSHIP],
  from: `${tableOf(resultsModel, 'results')} r
    LEFT JOIN ${names} cn ON cn.id = r.class_id LEFT JOIN ${names} sn ON sn.id = r.subject_id LEFT JOIN ${names} tn ON tn.id = r.term_id`,
  select: `r.id, r.school_id, r.student_id, r.student_name, r.registration_number, r.class_id, cn.name AS class_name, r.level_id, r.subject_id,
    sn.name AS subject_name, r.term_id, tn.name AS term_name, r.papers, r.final_mark, r.grade, r.pass, r.comment, r.conduct, r.effort, r.status,
    EXISTS (SELECT 1 FROM ${tableOf(resultsModel, 'results_publications')} p WHERE p.class_id = r.class_id AND p.term_id = r.term_id) AS published`,
  idColumn: 'r.id',
  idType: 'text',
  sortable: {
    id: 'r.id',
    studentName: 'lower(r.student_name)',
    subjectName: 'lower(sn.name)',
    finalMark: 'r.final_mark',
    grade: 'r.grade',
    status: 'r.status',
  },
  defaultSort: ['id', 'ASC'],
  filters: {
    q: textSearch('r.student_name', 'r.registration_number'),
    classId: equalsId('r.class_id'),
    subjectId: equalsId('r.subject_id'),
    termId: equalsId('r.term_id'),
    studentId: equalsId('r.student_id'),
    levelId: equalsId('r.level_id'),
    schoolId: equalsId('r.school_id'),
    status: equalsOneOf('r.status', ['complete', 'incomplete']),
  },
  scope: resultsScope({ school: 'r.school_id', class: 'r.class_id', student: 'r.student_id' }),
  toRecord: (r): SubjectResultRow => ({
    id: r.id,
    schoolId: r.school_id,
    studentId: r.student_id,
    studentName: r.student_name,
    registrationNumber: r.registration_number,
    classId: r.class_id,
    className: r.class_name,
    levelId: r.level_id,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    termId: r.term_id,
    termName: r.term_name,
    papers: r.papers,
    finalMark: r.final_mark === null ? null : Number(r.final_mark),
    grade: r.grade,
    pass: r.pass,
    comment: r.comment,
    conduct: r.conduct,
    effort: r.effort,
    status: r.status,
    published: r.published,
  }),
};
