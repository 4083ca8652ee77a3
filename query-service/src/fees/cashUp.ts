import type pg from 'pg';
import {
  currencies,
  paymentsModel,
  tableOf,
  type CashUp,
  type CashUpGroup,
  type CashUpReversal,
} from '@chikoro/contracts';

const payments = tableOf(paymentsModel, 'payments');

/**
 * What the desk took on one day at one school: every payment dated that day (reversed later or
 * not: its receipt was issued) by channel and currency with its receipt range, and apart the
 * reversals made that day (of that day's payments or of earlier ones), so a day's figures never
 * change once the day is over.
 */
export async function cashUpOf(pool: pg.Pool, schoolId: string, date: string): Promise<CashUp> {
  const groups = await pool.query<{
    channel: CashUpGroup['channel'];
    currency: CashUpGroup['currency'];
    count: number;
    total: string;
    first_receipt: string;
    last_receipt: string;
  }>(
    `SELECT channel, currency, count(*)::int AS count, sum(amount_minor)::text AS total, min(receipt_no) AS first_receipt, max(receipt_no) AS last_receipt
     FROM ${payments} WHERE school_id = $1 AND date = $2::date GROUP BY channel, currency ORDER BY channel, currency`,
    [schoolId, date],
  );
  const reversals = await pool.query<{
    id: string;
    receipt_no: string;
    payment_date: string;
    payer_name: string;
    channel: CashUpReversal['channel'];
    currency: CashUpReversal['amount']['currency'];
    amount_minor: string;
    reason: string;
  }>(
    `SELECT id, receipt_no, to_char(date, 'YYYY-MM-DD') AS payment_date, payer_name, channel, currency, amount_minor::text, reversal_reason AS reason
     FROM ${payments} WHERE school_id = $1 AND status = 'Reversed' AND (reversed_at AT TIME ZONE 'Africa/Harare')::date = $2::date
     ORDER BY receipt_no`,
    [schoolId, date],
  );
  const receipts = await pool.query<{ first: string | null; last: string | null; count: number }>(
    `SELECT min(receipt_no) AS first, max(receipt_no) AS last, count(*)::int AS count FROM ${payments} WHERE school_id = $1 AND date = $2::date`,
    [schoolId, date],
  );
  const totals = currencies.flatMap((currency) => {
    const taken = groups.rows.filter((g) => g.currency === currency);
    const reversed = reversals.rows.filter((r) => r.currency === currency);
    if (taken.length === 0 && reversed.length === 0) return [];
    const sum = (values: string[]) => values.reduce((s, v) => s + BigInt(v), 0n);
    const t = sum(taken.map((g) => g.total));
    const r = sum(reversed.map((x) => x.amount_minor));
    return [
      {
        currency,
        count: taken.reduce((n, g) => n + g.count, 0),
        taken: t.toString(),
        reversed: r.toString(),
        net: (t - r).toString(),
      },
    ];
  });
  const range = receipts.rows[0];
  return {
    date,
    schoolId,
    payments: groups.rows.map((g) => ({
      channel: g.channel,
      currency: g.currency,
      count: g.count,
      total: g.total,
      firstReceipt: g.first_receipt,
      lastReceipt: g.last_receipt,
    })),
    totals,
    receipts:
      range && range.first && range.last
        ? { first: range.first, last: range.last, count: range.count }
        : null,
    reversals: reversals.rows.map((r) => ({
      paymentId: r.id,
      receiptNo: r.receipt_no,
      paymentDate: r.payment_date,
      payerName: r.payer_name,
      channel: r.channel,
      amount: { currency: r.currency, minor: r.amount_minor },
      reason: r.reason,
    })),
  };
}
