import { Router, type Request } from 'express';
import {
  ValidationError,
  feeKeepers,
  paymentsModel,
  schoolDirectoryModel,
  tableOf,
  type DebtorTotal,
  type FeeDebtor,
  type Principal,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { parseListQuery } from '../listing/parse';
import { listOrder, listWhere } from '../listing/query';
import { Params, UUID, readModelsOf } from '../listing/resource';
import { listResource, type QueryDeps } from '../module';
import { renderPdf } from '@chikoro/platform/pdf';
import { cashUpOf } from './cashUp';
import { cashUpDocument } from './cashUpPdf';
import { feeDebtorsResource } from './debtors';
import { debtorsWorkbook } from './debtorsSheet';
import { receiptGapsOf } from './receiptRegister';

const debtors = listResource(feeDebtorsResource);

/** Rows an export holds at most. */
const EXPORT_LIMIT = 20000;

/** The school's admin, with the school their token names. */
const admin = (req: Request): Principal & { schoolId: string } => {
  const principal = requirePrincipal(req.principal, feeKeepers);
  return { ...principal, schoolId: principal.schoolId ?? '00000000-0000-0000-0000-000000000000' };
};

const dayOf = (req: Request, today: string): string => {
  const raw = req.query.date;
  if (raw === undefined) return today;
  const valid =
    typeof raw === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(raw) &&
    !Number.isNaN(Date.parse(raw)) &&
    new Date(raw).toISOString().slice(0, 10) === raw;
  if (!valid) throw new ValidationError('date is a day, YYYY-MM-DD');
  return raw as string;
};

/**
 * GET /fee-debtors.xlsx (the debtors list as a workbook, with the list's filter and sort),
 * GET /fee-debtors-totals (what the families the filter finds owe, per currency and bucket),
 * GET /fee-cash-up?date= (the day's takings by channel and currency, reversals apart) and
 * GET /fee-cash-up.pdf?date= (the same, printed): the school's admin only; and
 * GET /receipt-register-check?year= (the year's receipts checked for gaps): its fee keepers and the superadmin.
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
  router.get('/fee-cash-up', async (req, res) => {
    const principal = admin(req);
    const date = dayOf(req, clock.today());
    await consistency.waitFor(req, res, paymentsModel.name);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await cashUpOf(pool, principal.schoolId, date));
  });
  router.get('/fee-cash-up.pdf', async (req, res) => {
    const principal = admin(req);
    const date = dayOf(req, clock.today());
    await consistency.waitFor(req, res, paymentsModel.name);
    const cashUp = await cashUpOf(pool, principal.schoolId, date);
    const school = await pool.query<{ name: string }>(
      `SELECT name FROM ${tableOf(schoolDirectoryModel, 'school_directory')} WHERE id = $1`,
      [principal.schoolId],
    );
    const pdf = await renderPdf(cashUpDocument(cashUp, school.rows[0]?.name ?? ''));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Content-Disposition', `attachment; filename="cash-up-${date}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(pdf);
  });
  router.get('/receipt-register-check', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['SUPERADMIN', ...feeKeepers]);
    const year = req.query.year === undefined ? clock.today().slice(0, 4) : req.query.year;
    if (typeof year !== 'string' || !/^\d{4}$/.test(year))
      throw new ValidationError('year is four digits, e.g. 2026');
    // A school's fee keepers check their own school; the superadmin names the school.
    const schoolId = principal.schoolId ?? req.query.schoolId;
    if (typeof schoolId !== 'string' || !UUID.test(schoolId))
      throw new ValidationError('schoolId is the id of a school');
    await consistency.waitFor(req, res, paymentsModel.name);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await receiptGapsOf(pool, schoolId, Number(year)));
  });
  return router;
}
