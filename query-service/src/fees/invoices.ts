import {
  feeKeepers,
  invoicesModel,
  tableOf,
  type Invoice,
  type InvoiceLine,
  type WireMoney,
} from '@chikoro/contracts';
import { equalsId, ownSchool, textSearch, type ListResource } from '../listing/resource';
import { settledLines, settledReads } from './settled';

interface InvoiceRow {
  id: string;
  school_id: string;
  term_id: string;
  term_name: string;
  version: number;
  student_id: string;
  student_name: string;
  registration_number: string;
  class_id: string;
  class_name: string;
  lines: InvoiceLine[];
  totals: WireMoney[];
  owed: WireMoney[];
  due_date: string;
  issued_at: Date;
}

const invoices = tableOf(invoicesModel, 'invoices');

/**
 * Per currency of its lines, what the family still owes on the invoice: each line's family part (its
 * discounts taken off; a sponsor's part is the sponsor's debt) less what settled it.
 */
const owed = `(
  SELECT coalesce(jsonb_agg(jsonb_build_object('currency', o.currency, 'minor', o.owed::text) ORDER BY o.currency), '[]'::jsonb)
  FROM (
    SELECT line->'amount'->>'currency' AS currency,
      sum(greatest((line->'amount'->>'minor')::bigint - coalesce((line->'discount'->'amount'->>'minor')::bigint, 0) - coalesce((line->'sponsor'->'amount'->>'minor')::bigint, 0) - coalesce((
        SELECT sum(s.minor) FROM ${settledLines} s
        WHERE s.school_id = ${invoices}.school_id AND s.invoice_id = ${invoices}.id::text AND s.fee_item_id = line->>'feeItemId'), 0), 0)) AS owed
    FROM jsonb_array_elements(${invoices}.lines) line GROUP BY 1) o)`;

/**
 * Every invoice issued (GET /api/invoices) with what it still owes per currency, filtered by learner,
 * term or class: the school's fee
 * keepers read their own school's, the superadmin every school's; anyone else is refused.
 */
export const invoicesResource: ListResource<InvoiceRow> = {
  name: 'invoices',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: invoicesModel.name,
  // What is owed reads the payments and adjustments: read afresh each time.
  alsoReads: settledReads,
  from: invoices,
  select: `id, school_id, term_id, term_name, version, student_id, student_name, registration_number, class_id, class_name, lines, totals,
    ${owed} AS owed, to_char(due_date, 'YYYY-MM-DD') AS due_date, issued_at`,
  idColumn: 'id',
  sortable: {
    id: 'id',
    studentName: 'lower(student_name)',
    className: 'lower(class_name)',
    dueDate: 'due_date',
    issuedAt: 'issued_at',
  },
  defaultSort: ['dueDate', 'ASC'],
  filters: {
    q: textSearch('student_name', 'registration_number'),
    studentId: equalsId('student_id'),
    termId: equalsId('term_id'),
    classId: equalsId('class_id'),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): Invoice => ({
    id: r.id,
    schoolId: r.school_id,
    termId: r.term_id,
    termName: r.term_name,
    version: r.version,
    studentId: r.student_id,
    studentName: r.student_name,
    registrationNumber: r.registration_number,
    classId: r.class_id,
    className: r.class_name,
    lines: r.lines,
    totals: r.totals,
    familyTotals: r.totals.map((t) => ({
      currency: t.currency,
      minor: r.lines
        .filter((l) => l.amount.currency === t.currency)
        .reduce(
          (left, l) =>
            left - BigInt(l.discount?.amount.minor ?? '0') - BigInt(l.sponsor?.amount.minor ?? '0'),
          BigInt(t.minor),
        )
        .toString(),
    })),
    owed: r.owed,
    dueDate: r.due_date,
    issuedAt: r.issued_at.toISOString(),
  }),
};
