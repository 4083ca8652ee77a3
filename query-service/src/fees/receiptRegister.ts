import type pg from 'pg';
import {
  feeKeepers,
  paymentChannels,
  paymentsModel,
  peopleModel,
  tableOf,
  type ReceiptGapCheck,
  type RegisterReceipt,
} from '@chikoro/contracts';
import {
  equalsId,
  equalsOneOf,
  ownSchool,
  textSearch,
  type FilterBuilder,
  type ListResource,
} from '../listing/resource';

const payments = tableOf(paymentsModel, 'payments');
const people = tableOf(peopleModel, 'people');

interface RegisterRow {
  id: string;
  school_id: string;
  receipt_no: string;
  date: string;
  payer_name: string;
  sponsor_id: string | null;
  channel: RegisterReceipt['channel'];
  currency: RegisterReceipt['amount']['currency'];
  amount_minor: string;
  first_name: string | null;
  last_name: string | null;
  status: RegisterReceipt['status'];
  reversal_reason: string | null;
}

const day =
  (op: '>=' | '<='): FilterBuilder =>
  (value, params) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw new RangeError('a date is YYYY-MM-DD');
    return `date ${op} ${params.add(value)}::date`;
  };

/** The receipts numbered in a year (`<year>-…`: the year each payment is dated in). */
const ofYear: FilterBuilder = (value, params) => {
  if (!/^\d{4}$/.test(String(value))) throw new RangeError('year is four digits');
  return `receipt_no LIKE ${params.add(`${String(value)}-%`)}`;
};

/** Each receipt with its cashier's name (a cashier is a person of the school, or a superadmin). */
const withCashier = `(
  SELECT r.*, p.first_name, p.last_name FROM ${payments} r
  LEFT JOIN ${people} p ON p.id = CASE WHEN r.recorded_by ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN r.recorded_by::uuid END) register`;

/**
 * The receipt register (GET /api/receipt-register): every receipt the school issued, families' and
 * sponsors', standing and reversed, in number order; by year, days and number or payer. The
 * school's fee keepers read their school's, the superadmin every school's.
 */
export const receiptRegisterResource: ListResource<RegisterRow> = {
  name: 'receipt-register',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: paymentsModel.name,
  alsoReads: [peopleModel.name],
  from: withCashier,
  select: `id, school_id, receipt_no, to_char(date, 'YYYY-MM-DD') AS date, payer_name, sponsor_id, channel, currency,
    amount_minor::text, first_name, last_name, status, reversal_reason`,
  idColumn: 'id',
  sortable: { id: 'id', receiptNo: 'receipt_no', date: 'date' },
  defaultSort: ['receiptNo', 'ASC'],
  filters: {
    year: ofYear,
    dateFrom: day('>='),
    dateTo: day('<='),
    q: textSearch('receipt_no', 'payer_name'),
    status: equalsOneOf('status', ['Recorded', 'Reversed']),
    channel: equalsOneOf('channel', paymentChannels),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): RegisterReceipt => ({
    id: r.id,
    schoolId: r.school_id,
    receiptNo: r.receipt_no,
    date: r.date,
    payerName: r.payer_name,
    payer: r.sponsor_id ? 'Sponsor' : 'Family',
    channel: r.channel,
    amount: { currency: r.currency, minor: r.amount_minor },
    cashierName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
    status: r.status,
    reversalReason: r.reversal_reason,
  }),
};

const receiptNo = (year: number, n: number) => `${year}-${String(n).padStart(6, '0')}`;

/**
 * The gap check of a school's year, over every receipt the read model holds for it (not a page):
 * the numbers run from 000001 with none missing, else each missing run is named.
 */
export async function receiptGapsOf(
  pool: pg.Pool,
  schoolId: string,
  year: number,
): Promise<ReceiptGapCheck> {
  const { rows } = await pool.query<{ from: number; to: number }>(
    `SELECT prev + 1 AS from, n - 1 AS to FROM (
       SELECT n, coalesce(lag(n) OVER (ORDER BY n), 0) AS prev FROM (
         SELECT substring(receipt_no FROM 6)::int AS n FROM ${payments}
         WHERE school_id = $1 AND receipt_no LIKE $2) numbers) runs
     WHERE n - prev > 1 ORDER BY n`,
    [schoolId, `${year}-%`],
  );
  const span = await pool.query<{ first: number | null; last: number | null; count: number }>(
    `SELECT min(substring(receipt_no FROM 6)::int) AS first, max(substring(receipt_no FROM 6)::int) AS last,
       count(*)::int AS count
     FROM ${payments} WHERE school_id = $1 AND receipt_no LIKE $2`,
    [schoolId, `${year}-%`],
  );
  const { first, last, count } = span.rows[0]!;
  return {
    year,
    first: first === null ? null : receiptNo(year, first),
    last: last === null ? null : receiptNo(year, last),
    count,
    missing: rows.map((r) => ({ from: receiptNo(year, r.from), to: receiptNo(year, r.to) })),
  };
}
