import { resultsStatisticsModel, tableOf, type ResultsStatisticsRow } from '@chikoro/contracts';
import type { ListResource } from '../listing/resource';
import { ownSchool } from '../scope';
import { equalsId } from './scope';

interface Row {
  id: string;
  school_id: string;
  level_id: string;
  level_name: string;
  class_id: string;
  class_name: string;
  subject_id: string;
  subject_name: string;
  term_id: string;
  term_name: string;
  students: number;
  average: string;
  passed: number;
  grades: Record<string, number>;
}

const facts = tableOf(resultsStatisticsModel, 'results_statistics');

/**
 * GET /api/results-statistics: per class, subject and term (with its school and level), from the
 * latest published card of each student: students with a final mark, the average, how many passed
 * (the scale's pass flag) and the count per grade. The admin reads their school; the superadmin
 * every school (filter schoolId, levelId, classId, subjectId, termId to narrow).
 */
export const resultsStatisticsResource: ListResource<Row> = {
  name: 'results-statistics',
  roles: ['ADMIN', 'SUPERADMIN'],
  projection: resultsStatisticsModel.name,
  from: `(SELECT class_id::text || ':' || subject_id::text || ':' || term_id::text AS id, school_id, level_id, max(level_name) AS level_name,
      class_id, max(class_name) AS class_name, subject_id, max(subject_name) AS subject_name, term_id, max(term_name) AS term_name,
      count(*)::int AS students, round(avg(final_mark), 2) AS average, count(*) FILTER (WHERE pass)::int AS passed,
      (SELECT json_object_agg(g.grade, g.n ORDER BY g.grade) FROM (SELECT coalesce(f2.grade, '') AS grade, count(*)::int AS n FROM ${facts} f2
        WHERE f2.class_id = f.class_id AND f2.subject_id = f.subject_id AND f2.term_id = f.term_id GROUP BY 1) g) AS grades
    FROM ${facts} f GROUP BY school_id, level_id, class_id, subject_id, term_id) s`,
  select:
    'id, school_id, level_id, level_name, class_id, class_name, subject_id, subject_name, term_id, term_name, students, average, passed, grades',
  idColumn: 'id',
  idType: 'text',
  sortable: {
    id: 'id',
    subjectName: 'lower(subject_name)',
    className: 'lower(class_name)',
    average: 'average',
    students: 'students',
  },
  defaultSort: ['id', 'ASC'],
  filters: {
    schoolId: equalsId('school_id'),
    levelId: equalsId('level_id'),
    classId: equalsId('class_id'),
    subjectId: equalsId('subject_id'),
    termId: equalsId('term_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): ResultsStatisticsRow => ({
    id: r.id,
    schoolId: r.school_id,
    levelId: r.level_id,
    levelName: r.level_name,
    classId: r.class_id,
    className: r.class_name,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    termId: r.term_id,
    termName: r.term_name,
    students: r.students,
    average: Number(r.average),
    passed: r.passed,
    passRate: r.students === 0 ? 0 : Math.round((r.passed / r.students) * 10000) / 100,
    grades: r.grades ?? {},
  }),
};
