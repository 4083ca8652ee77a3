import { Router } from 'express';
import type pg from 'pg';
import { statisticsModel, tableOf, type PlatformStatistics } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { Consistency } from '../consistency';

export const STATISTICS_PROJECTION = statisticsModel.name;

/** The figures, added up from the statistics read model in one snapshot (one REPEATABLE READ transaction). */
export async function readStatistics(
  db: Pick<pg.PoolClient, 'query'>,
): Promise<PlatformStatistics> {
  const one = async <T>(sql: string) => (await db.query<T & Record<string, unknown>>(sql)).rows;
  const [totals] = await one<{
    users: number;
    schools: number;
    students: number;
    teachers: number;
    pending: number;
    approved: number;
    rejected: number;
    total: number;
  }>(`
    SELECT (SELECT count(*)::int FROM ${tableOf(statisticsModel, 'statistics_accounts')}) AS users,
           count(*) FILTER (WHERE status = 'APPROVED')::int AS schools,
           coalesce(sum(students) FILTER (WHERE status = 'APPROVED'), 0)::int AS students,
           coalesce(sum(teachers) FILTER (WHERE status = 'APPROVED'), 0)::int AS teachers,
           count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
           count(*) FILTER (WHERE status = 'APPROVED')::int AS approved,
           count(*) FILTER (WHERE status = 'REJECTED')::int AS rejected,
           count(*)::int AS total
    FROM ${tableOf(statisticsModel, 'statistics_schools')}`);
  const [enquiries] = await one<{ open: number; resolved: number; total: number }>(`
    SELECT count(*) FILTER (WHERE status = 'OPEN')::int AS open, count(*) FILTER (WHERE status = 'RESOLVED')::int AS resolved, count(*)::int AS total
    FROM ${tableOf(statisticsModel, 'statistics_enquiries')}`);
  const byMonth = await one<{
    month: string;
    submitted: number;
    approved: number;
    rejected: number;
  }>(
    `SELECT id AS month, submitted, approved, rejected FROM ${tableOf(statisticsModel, 'statistics_months')} ORDER BY id`,
  );
  const byProvince = await one<{ province: string; schools: number }>(
    `SELECT province, count(*)::int AS schools FROM ${tableOf(statisticsModel, 'statistics_schools')} WHERE status = 'APPROVED' GROUP BY province ORDER BY schools DESC, province`,
  );
  const byOwnership = await one<{ ownershipType: string; schools: number }>(
    `SELECT ownership_type AS "ownershipType", count(*)::int AS schools FROM ${tableOf(statisticsModel, 'statistics_schools')} WHERE status = 'APPROVED' GROUP BY ownership_type ORDER BY schools DESC, ownership_type`,
  );
  const [checkpoint] = await one<{ position: string }>(
    `SELECT position FROM projection_checkpoints WHERE name = '${STATISTICS_PROJECTION}'`,
  );
  return {
    users: totals?.users ?? 0,
    schools: totals?.schools ?? 0,
    studentsEnrolled: 0,
    studentsDeclared: totals?.students ?? 0,
    teachersDeclared: totals?.teachers ?? 0,
    enrolments: {
      pending: totals?.pending ?? 0,
      approved: totals?.approved ?? 0,
      rejected: totals?.rejected ?? 0,
      total: totals?.total ?? 0,
    },
    enquiries: {
      open: enquiries?.open ?? 0,
      resolved: enquiries?.resolved ?? 0,
      total: enquiries?.total ?? 0,
    },
    byMonth,
    byProvince,
    byOwnership,
    position: Number(checkpoint?.position ?? 0),
  };
}

/** GET /statistics: the superadmin's figures and charts. */
export function statisticsRoutes(pool: pg.Pool, consistency: Consistency): Router {
  const router = Router();
  router.get('/statistics', async (req, res) => {
    requirePrincipal(req.principal, ['SUPERADMIN']);
    await consistency.waitFor(req, res, STATISTICS_PROJECTION);
    const client = await pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const figures = await readStatistics(client);
      await client.query('COMMIT');
      res.json(figures);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  });
  return router;
}
