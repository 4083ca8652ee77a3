import {
  feeKeepers,
  invoicesModel,
  paymentsModel,
  tableOf,
  type CollectionRate,
  type Currency,
  type WireMoney,
} from '@chikoro/contracts';
import { equalsId, ownSchool, type ListResource } from '../listing/resource';

const invoices = tableOf(invoicesModel, 'invoices');
const payments = tableOf(paymentsModel, 'payments');

interface RateRow {
  id: string;
  school_id: string;
  term_id: string;
  term_name: string;
  class_id: string;
  class_name: string;
  learners: number;
  amounts: { currency: Currency; billed: string; collected: string }[];
}

/**
 * Per term and class (the class each invoice was billed in) and currency: what the families were
 * billed (each line less its discounts and a sponsor's part) and what the families' standing payments allocated to
 * those lines (a sponsor's payments, credit notes and write-offs are not collections).
 */
const rates = `(
  WITH lines AS (
    SELECT i.id::text AS invoice_id, i.school_id, i.term_id, i.term_name, i.class_id, i.class_name, i.student_id,
      line->>'feeItemId' AS fee_item_id, line->'amount'->>'currency' AS currency,
      (line->'amount'->>'minor')::bigint - coalesce((line->'discount'->'amount'->>'minor')::bigint, 0)
        - coalesce((line->'sponsor'->'amount'->>'minor')::bigint, 0) AS billed
    FROM ${invoices} i CROSS JOIN jsonb_array_elements(i.lines) line
  ), paid AS (
    SELECT x->>'invoiceId' AS invoice_id, x->>'feeItemId' AS fee_item_id, x->'amount'->>'currency' AS currency,
      sum((x->'amount'->>'minor')::bigint) AS collected
    FROM ${payments} p CROSS JOIN jsonb_array_elements(p.allocations) x
    WHERE p.status = 'Recorded' AND p.sponsor_id IS NULL GROUP BY 1, 2, 3
  ), per_currency AS (
    SELECT l.school_id, l.term_id, l.class_id, l.currency, sum(l.billed) AS billed, coalesce(sum(p.collected), 0) AS collected
    FROM lines l LEFT JOIN paid p ON p.invoice_id = l.invoice_id AND p.fee_item_id = l.fee_item_id AND p.currency = l.currency
    GROUP BY 1, 2, 3, 4 HAVING sum(l.billed) > 0 OR coalesce(sum(p.collected), 0) > 0
  ), classes AS (
    SELECT school_id, term_id, class_id, min(term_name) AS term_name, min(class_name) AS class_name, count(DISTINCT student_id)::int AS learners
    FROM lines GROUP BY 1, 2, 3
  )
  SELECT c.term_id::text || ':' || c.class_id::text AS id, c.school_id, c.term_id, c.term_name, c.class_id, c.class_name, c.learners,
    coalesce((SELECT jsonb_agg(jsonb_build_object('currency', pc.currency, 'billed', pc.billed::text, 'collected', pc.collected::text) ORDER BY pc.currency)
      FROM per_currency pc WHERE pc.school_id = c.school_id AND pc.term_id = c.term_id AND pc.class_id = c.class_id), '[]'::jsonb) AS amounts
  FROM classes c) collection_rates`;

/** Collected of billed in percent, rounded half up to one decimal, in integers: 2 of 3 is "66.7". */
export function percentOf(collected: bigint, billed: bigint): string | null {
  if (billed <= 0n) return null;
  const tenths = (collected * 2000n + billed) / (2n * billed);
  return `${tenths / 10n}.${tenths % 10n}`;
}

/**
 * The collection rate per class (GET /api/collection-rates?filter={"termId":…}): for each class
 * billed in a term, what its families were billed and what they have paid of it so far, per
 * currency (never added across currencies), and the rate. The school's fee keepers read their
 * school's, the superadmin every school's.
 */
export const collectionRatesResource: ListResource<RateRow> = {
  name: 'collection-rates',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: invoicesModel.name,
  alsoReads: [paymentsModel.name],
  from: rates,
  select: 'id, school_id, term_id, term_name, class_id, class_name, learners, amounts',
  idColumn: 'id',
  idType: 'text',
  sortable: { id: 'id', className: 'lower(class_name)', learners: 'learners' },
  defaultSort: ['className', 'ASC'],
  filters: {
    termId: equalsId('term_id'),
    classId: equalsId('class_id'),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): CollectionRate => {
    const money = (currency: Currency, minor: string): WireMoney => ({ currency, minor });
    return {
      id: r.id,
      schoolId: r.school_id,
      termId: r.term_id,
      termName: r.term_name,
      classId: r.class_id,
      className: r.class_name,
      learners: r.learners,
      billed: r.amounts.map((a) => money(a.currency, a.billed)),
      collected: r.amounts.map((a) => money(a.currency, a.collected)),
      rate: r.amounts.map((a) => ({
        currency: a.currency,
        percent: percentOf(BigInt(a.collected), BigInt(a.billed)),
      })),
    };
  },
};
