import { Router } from 'express';
import type pg from 'pg';
import { schoolSetupModel, tableOf } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { Consistency } from '../consistency';
import type { ListResource } from '../listing/resource';
import {
  academicYearsResource,
  termsResource,
  type AcademicYearRecord,
  type TermRecord,
} from './calendar';

export interface SchoolSetupSummary {
  currentYear: AcademicYearRecord | null;
  currentTerm: TermRecord | null;
  counts: {
    academicYears: number;
    terms: number;
    departments: number;
    levels: number;
    subjects: number;
  };
}

type SetupTable = (typeof schoolSetupModel.tables)[number];
const count = (table: SetupTable, where = '') =>
  `(SELECT count(*)::int FROM ${tableOf(schoolSetupModel, table)} WHERE school_id = $1${where})`;

/** The school's current row of a calendar resource (its `current` flag), as that resource's record. */
async function currentOf<Row>(
  pool: pg.Pool,
  resource: ListResource<Row>,
  alias: string,
  schoolId: string,
): Promise<unknown> {
  const { rows } = await pool.query(
    `SELECT ${resource.select} FROM ${resource.from} WHERE ${alias}.school_id = $1 AND ${alias}.current LIMIT 1`,
    [schoolId],
  );
  return rows[0] ? resource.toRecord(rows[0] as Row) : null;
}

/** GET /school-setup/summary: the school-information tiles in one answer (current year and term, counts), for the token's school. */
export function setupSummaryRoutes(pool: pg.Pool, consistency: Consistency): Router {
  const router = Router();
  router.get('/school-setup/summary', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'TEACHER']);
    await consistency.waitFor(req, res, schoolSetupModel.name);
    const schoolId = principal.schoolId ?? '';
    const counts = await pool.query<SchoolSetupSummary['counts']>(
      `SELECT ${count('academic_years')} AS "academicYears", ${count('terms')} AS terms, ${count('departments', ' AND NOT removed')} AS departments,
        ${count('levels')} AS levels, ${count('subjects')} AS subjects`,
      [schoolId],
    );
    const summary: SchoolSetupSummary = {
      currentYear: (await currentOf(
        pool,
        academicYearsResource,
        'y',
        schoolId,
      )) as AcademicYearRecord | null,
      currentTerm: (await currentOf(pool, termsResource, 't', schoolId)) as TermRecord | null,
      counts: counts.rows[0]!,
    };
    res.json(summary);
  });
  return router;
}
