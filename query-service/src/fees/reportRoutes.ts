import { Router, type Request } from 'express';
import { feeKeepers, type DebtorTotal, type FeeDebtor, type Principal } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { parseListQuery } from '../listing/parse';
import { listOrder, listWhere } from '../listing/query';
import { Params, readModelsOf } from '../listing/resource';
import { listResource, type QueryDeps } from '../module';
import { feeDebtorsResource } from './debtors';
import { debtorsWorkbook } from './debtorsSheet';

const debtors = listResource(feeDebtorsResource);

/** Rows an export holds at most. */
const EXPORT_LIMIT = 20000;

/** The school's admin, with the school their token names. */
const admin = (req: Request): Principal & { schoolId: string } => {
  const principal = requirePrincipal(req.principal, feeKeepers);
  return { ...principal, schoolId: principal.schoolId ?? '00000000-0000-0000-0000-000000000000' };
};

/**
 * GET /fee-debtors.xlsx (the debtors list as a workbook, with the list's filter and sort),
 * GET /fee-debtors-totals (what the families the filter finds owe, per currency and bucket): the
 * school's admin only.
 */
export function feeReportRoutes({ pool, consistency, clock }: QueryDeps): Router {
  const router = Router();
  router.get('/fee-debtors.xlsx', async (req, res) => {
    const principal = admin(req);
    const query = parseListQuery(debtors, req.query as Record<string, unknown>);
    await consistency.waitFor(req, res, readModelsOf(debtors));
    const params = new Params();
    const where = listWhere(debtors, principal, query.filter, params);
    const { rows } = await pool.query<Record<string, unknown>>(
      `SELECT ${debtors.select} FROM ${debtors.from} ${where} ${listOrder(debtors, query.sort)} LIMIT ${EXPORT_LIMIT}`,
      params.values,
    );
    const today = clock.today();
    const book = await debtorsWorkbook(
      rows.map((r) => debtors.toRecord(r) as FeeDebtor),
      today,
    );
    res.type('xlsx');
    res.setHeader('Content-Disposition', `attachment; filename="debtors-${today}.xlsx"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(book);
  });
  router.get('/fee-debtors-totals', async (req, res) => {
    const principal = admin(req);
    const query = parseListQuery(debtors, req.query as Record<string, unknown>);
    await consistency.waitFor(req, res, readModelsOf(debtors));
    const params = new Params();
    const where = listWhere(debtors, principal, query.filter, params);
    const { rows } = await pool.query<DebtorTotal>(
      `SELECT b->>'currency' AS currency, count(*)::int AS families,
        ${['balance', 'current', 'days30', 'days60', 'days90'].map((k) => `sum((b->>'${k}')::bigint)::text AS ${k}`).join(', ')}
       FROM (SELECT balances FROM ${debtors.from} ${where}) d CROSS JOIN jsonb_array_elements(d.balances) b
       GROUP BY 1 ORDER BY 1`,
      params.values,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(rows);
  });
  return router;
}
