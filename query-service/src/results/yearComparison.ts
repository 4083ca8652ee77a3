import {
  resultsStatisticsModel,
  schoolSetupModel,
  tableOf,
  type SubjectYearComparisonRow,
  type SubjectYearFigures,
} from '@chikoro/contracts';
import { SQL_TODAY } from '@chikoro/platform';
import type { ListResource } from '../listing/resource';
import { ownSchool } from '../scope';

const facts = tableOf(resultsStatisticsModel, 'results_statistics');
const years = tableOf(schoolSetupModel, 'academic_years');
const terms = tableOf(schoolSetupModel, 'terms');

interface Row {
  id: string;
  school_id: string;
  subject_name: string;
  this_id: string | null;
  this_name: string | null;
  this_results: number;
  this_average: string | null;
  this_passed: number;
  last_id: string | null;
  last_name: string | null;
  last_results: number;
  last_average: string | null;
  last_passed: number;
}

/** One subject's figures in one year of the school, from the published cards of that year's terms. */
const figuresIn = (year: string) => `LEFT JOIN LATERAL (
    SELECT count(*)::int AS results, round(avg(f.final_mark), 2) AS average, count(*) FILTER (WHERE f.pass)::int AS passed
    FROM ${facts} f JOIN ${terms} t ON t.id = f.term_id
    WHERE f.school_id = s.school_id AND f.subject_id = s.subject_id AND t.academic_year_id = ${year}.id)`;

const figures = (
  id: string | null,
  name: string | null,
  results: number,
  average: string | null,
  passed: number,
): SubjectYearFigures | null =>
  id && name && results > 0
    ? {
        academicYearId: id,
        academicYearName: name,
        results,
        average: Number(average),
        passRate: Math.round((passed / results) * 10000) / 100,
      }
    : null;

/**
 * GET /api/results-statistics-years: per subject, this academic year's average and pass rate beside
 * last year's, from the same read model as the results statistics (the latest published card of
 * each student) with each term's year. This year is the school's current one (holding today, else
 * the latest started), last year the one before it. For the school's admin.
 */
export const resultsYearComparisonResource: ListResource<Row> = {
  name: 'results-statistics-years',
  roles: ['ADMIN'],
  projection: resultsStatisticsModel.name,
  alsoReads: [schoolSetupModel.name],
  from: `(SELECT s.subject_id::text AS id, s.school_id, s.subject_name,
      cur.id AS this_id, cur.name AS this_name, c.results AS this_results, c.average AS this_average, c.passed AS this_passed,
      prev.id AS last_id, prev.name AS last_name, p.results AS last_results, p.average AS last_average, p.passed AS last_passed
    FROM (SELECT school_id, subject_id, max(subject_name) AS subject_name FROM ${facts} GROUP BY school_id, subject_id) s
    LEFT JOIN LATERAL (SELECT y.id, y.name, y.start_date FROM ${years} y WHERE y.school_id = s.school_id::text
      ORDER BY (y.start_date <= ${SQL_TODAY} AND y.end_date >= ${SQL_TODAY}) DESC, (y.start_date <= ${SQL_TODAY}) DESC,
        CASE WHEN y.start_date <= ${SQL_TODAY} THEN y.start_date END DESC NULLS LAST, y.start_date ASC LIMIT 1) cur ON true
    LEFT JOIN LATERAL (SELECT y.id, y.name FROM ${years} y WHERE y.school_id = s.school_id::text AND y.start_date < cur.start_date
      ORDER BY y.start_date DESC LIMIT 1) prev ON true
    ${figuresIn('cur')} c ON true
    ${figuresIn('prev')} p ON true
    WHERE c.results > 0 OR p.results > 0) x`,
  select:
    'id, school_id, subject_name, this_id, this_name, this_results, this_average, this_passed, last_id, last_name, last_results, last_average, last_passed',
  idColumn: 'id',
  idType: 'text',
  sortable: { id: 'id', subjectName: 'lower(subject_name)' },
  defaultSort: ['subjectName', 'ASC'],
  filters: {},
  scope: ownSchool('school_id'),
  toRecord: (r): SubjectYearComparisonRow => ({
    id: r.id,
    schoolId: r.school_id,
    subjectName: r.subject_name,
    thisYear: figures(r.this_id, r.this_name, r.this_results, r.this_average, r.this_passed),
    lastYear: figures(r.last_id, r.last_name, r.last_results, r.last_average, r.last_passed),
  }),
};
