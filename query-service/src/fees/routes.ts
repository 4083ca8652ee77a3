import { Router } from 'express';
import {
  NotFoundError,
  feeKeepers,
  publicLimitMessages,
  verificationMessages,
  waitText,
  feeLedgerModel,
  parentsModel,
  paymentsModel,
  schoolDirectoryModel,
  tableOf,
  type Payment,
  type Role,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { parseRate, rateLimit } from '@chikoro/platform/rateLimit';
import { UUID } from '../listing/resource';
import type { QueryDeps } from '../module';
import { renderPdf } from '@chikoro/platform/pdf';
import { familyOf } from '../scope';
import { paymentsResource } from './payments';
import { receiptDocument } from './receipt';

const t = {
  payments: tableOf(paymentsModel, 'payments'),
  learners: tableOf(feeLedgerModel, 'fee_learners'),
  parents: tableOf(parentsModel, 'parents'),
  schools: tableOf(schoolDirectoryModel, 'school_directory'),
};

/**
 * Who may print a payment's receipt: the school's fee keepers (the superadmin any school's), a
 * parent whose family's records link a learner it was taken for, and such a learner; a sponsor's
 * payment only the fee keepers.
 */
const READABLE = `
  SELECT p.*, d.name AS school_name FROM ${t.payments} p LEFT JOIN ${t.schools} d ON d.id = p.school_id
  WHERE p.id = $1 AND CASE $2
    WHEN 'SUPERADMIN' THEN true
    WHEN 'PARENT' THEN p.sponsor_id IS NULL AND EXISTS (SELECT 1 FROM ${t.parents} f, jsonb_array_elements(f.students) c
      WHERE f.id IN ${familyOf('$4')} AND p.student_ids ? (c->>'id'))
    WHEN 'STUDENT' THEN p.sponsor_id IS NULL AND p.student_ids ? $4::text
    ELSE p.school_id = $3::uuid END`;

const readers: Role[] = ['SUPERADMIN', ...feeKeepers, 'PARENT', 'STUDENT'];

/** GET /payments/<id>/receipt.pdf: the receipt, reversed or not, as a PDF (pdfmake, as report cards are). */
export function feeRoutes({
  pool,
  consistency,
  publicUrl,
  publicLimits: limits,
}: QueryDeps): Router {
  const router = Router();
  const limiter = rateLimit({
    perAddress: parseRate(limits.RATE_LIMIT_VERIFICATIONS),
    overall: parseRate(limits.RATE_LIMIT_PUBLIC_BURST),
    message: (seconds) => verificationMessages.tooMany(waitText(seconds)),
    busyMessage: (seconds) => publicLimitMessages.busy(waitText(seconds)),
    trustedProxyHops: limits.TRUSTED_PROXY_HOPS,
  });
  /** GET /public/receipts/<code>: what the printed code proves, to anyone who has the receipt: the school, the number, the day, the amount and whether it stands. */
  router.get('/public/receipts/:code', limiter, async (req, res) => {
    const code = String(req.params.code);
    const { rows } = /^[A-Z0-9]{10}$/.test(code)
      ? await pool.query(
          `SELECT p.receipt_no, to_char(p.date, 'YYYY-MM-DD') AS date, p.currency, p.amount_minor::text, p.status, d.name AS school_name
          FROM ${t.payments} p LEFT JOIN ${t.schools} d ON d.id = p.school_id WHERE p.verification_code = $1`,
          [code],
        )
      : { rows: [] };
    const found = rows[0] as
      | {
          receipt_no: string;
          date: string;
          currency: string;
          amount_minor: string;
          status: string;
          school_name: string | null;
        }
      | undefined;
    if (!found) throw new NotFoundError('No receipt has this code');
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      schoolName: found.school_name,
      receiptNo: found.receipt_no,
      date: found.date,
      amount: { currency: found.currency, minor: found.amount_minor },
      status: found.status,
    });
  });
  router.get('/payments/:id/receipt.pdf', async (req, res) => {
    const principal = requirePrincipal(req.principal, readers);
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new NotFoundError('No such payment');
    await consistency.waitFor(req, res, paymentsModel.name);
    const nil = '00000000-0000-0000-0000-000000000000';
    const me = UUID.test(principal.userId) ? principal.userId : nil;
    const { rows } = await pool.query(READABLE, [
      id,
      principal.role,
      principal.schoolId ?? nil,
      me,
    ]);
    const row = rows[0] as
      | (Record<string, unknown> & {
          id: string;
          recorded_at: Date;
          reversed_at: Date | null;
          school_name: string | null;
        })
      | undefined;
    if (!row) throw new NotFoundError('No such payment');
    const payment = paymentsResource.toRecord(row) as Payment;
    const learners = await pool.query<{ student_id: string; name: string }>(
      `SELECT student_id, name FROM ${t.learners} WHERE student_id = ANY($1::uuid[])`,
      [payment.studentIds],
    );
    const names = Object.fromEntries(learners.rows.map((l) => [l.student_id, l.name]));
    const verificationUrl = `${publicUrl.replace(/\/$/, '')}/verify/${payment.verificationCode}`;
    const pdf = await renderPdf(
      receiptDocument({ payment, schoolName: row.school_name ?? '', names, verificationUrl }),
    );
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Content-Disposition', `attachment; filename="receipt-${payment.receiptNo}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(pdf);
  });
  return router;
}
