import { CURRENT_TERM, schoolSetupModel, tableOf } from '@chikoro/contracts';
import { SQL_TODAY } from '@chikoro/platform';
import { textSearch, type FilterBuilder, type ListResource } from '../listing/resource';
import { idIs, isTrue, isoDate, setupSchool, schoolIs, setupReaders } from './scope';

const years = tableOf(schoolSetupModel, 'academic_years');
const terms = tableOf(schoolSetupModel, 'terms');

/**
 * The current year: the one containing today; else the latest started; else (a school that has
 * only opened next year) the first to come. One per school whenever the school has a year.
 */
const currentYear = `(SELECT c.id FROM ${years} c WHERE c.school_id = y.school_id
  ORDER BY (c.start_date <= ${SQL_TODAY} AND c.end_date >= ${SQL_TODAY}) DESC, (c.start_date <= ${SQL_TODAY}) DESC,
    CASE WHEN c.start_date <= ${SQL_TODAY} THEN c.start_date END DESC NULLS LAST, c.start_date ASC LIMIT 1)`;

/**
 * The current term of the school named by a SQL expression (text or uuid): the one containing
 * today, else the latest started; none (NULL) before the first term starts.
 */
export const currentTermOf = (
  school: string,
) => `(SELECT c.id FROM ${terms} c WHERE c.school_id = (${school})::text AND c.start_date <= ${SQL_TODAY}
  ORDER BY (c.end_date >= ${SQL_TODAY}) DESC, c.start_date DESC LIMIT 1)`;
const currentTerm = currentTermOf('t.school_id');

/**
 * A filter on a row's term: 'current' (the current term of the row's school: no rows before its
 * first term starts), one term id or a list of them; anything else is a 400.
 */
export const termIs =
  (termColumn: string, schoolColumn: string): FilterBuilder =>
  (value, params) => {
    if (value === CURRENT_TERM) return `${termColumn} = ${currentTermOf(schoolColumn)}`;
    try {
      return idIs(termColumn, 'termId')(value, params);
    } catch {
      throw new RangeError(`termId must be '${CURRENT_TERM}', a term's id or a list of them`);
    }
  };

export interface AcademicYearRecord {
  id: string;
  schoolId: string;
  name: string;
  startDate: string;
  endDate: string;
  current: boolean;
}
export interface TermRecord extends AcademicYearRecord {
  academicYearId: string;
  academicYearName: string;
  status: string;
}

interface YearRow {
  id: string;
  school_id: string;
  name: string;
  start_date: string;
  end_date: string;
  current: boolean;
}
interface TermRow extends YearRow {
  academic_year_id: string;
  academic_year_name: string;
  status: string;
}

const toYear = (r: YearRow): AcademicYearRecord => ({
  id: r.id,
  schoolId: r.school_id,
  name: r.name,
  startDate: r.start_date,
  endDate: r.end_date,
  current: r.current,
});

/** GET /academic-years: the school's years, the current one flagged (it depends on today, so it is worked out here). */
export const academicYearsResource: ListResource<YearRow> = {
  name: 'academic-years',
  roles: setupReaders,
  projection: schoolSetupModel.name,
  from: `(SELECT y.*, y.id = ${currentYear} AS current FROM ${years} y) y`,
  select: `y.id, y.school_id, y.name, ${isoDate('y.start_date', 'start_date')}, ${isoDate('y.end_date', 'end_date')}, y.current`,
  idColumn: 'y.id',
  sortable: {
    id: 'y.id',
    name: 'lower(y.name)',
    startDate: 'y.start_date',
    endDate: 'y.end_date',
    current: 'y.current',
  },
  defaultSort: ['startDate', 'DESC'],
  filters: {
    q: textSearch('y.name'),
    current: isTrue('y.current'),
    schoolId: schoolIs('y.school_id'),
  },
  scope: setupSchool('y.school_id'),
  toRecord: toYear,
};

/**
 * GET /terms: every term with its year, the current one flagged; spec 001 §4's status (APPROVED).
 * A student reads their own school's terms too: the portal's term choices and its current term; a
 * bursar too: the fee schedule's and billing's terms.
 */
export const termsResource: ListResource<TermRow> = {
  name: 'terms',
  roles: [...setupReaders, 'STUDENT', 'BURSAR'],
  projection: schoolSetupModel.name,
  from: `(SELECT t.*, t.id IS NOT DISTINCT FROM ${currentTerm} AS current FROM ${terms} t) t`,
  select: `t.id, t.school_id, t.academic_year_id, t.academic_year_name, t.name, t.status, ${isoDate('t.start_date', 'start_date')}, ${isoDate('t.end_date', 'end_date')}, t.current`,
  idColumn: 't.id',
  sortable: {
    id: 't.id',
    name: 't.name',
    startDate: 't.start_date',
    endDate: 't.end_date',
    academicYearName: 'lower(t.academic_year_name)',
    current: 't.current',
  },
  defaultSort: ['startDate', 'DESC'],
  filters: {
    q: textSearch('t.name', 't.academic_year_name'),
    academicYearId: idIs('t.academic_year_id', 'academicYearId'),
    current: isTrue('t.current'),
    schoolId: schoolIs('t.school_id'),
  },
  scope: setupSchool('t.school_id'),
  toRecord: (r): TermRecord => ({
    ...toYear(r),
    academicYearId: r.academic_year_id,
    academicYearName: r.academic_year_name,
    status: r.status,
  }),
};
