import {
  paymentsModel,
  type PaymentRecorded,
  type PaymentReversed,
  type SponsorPaymentRecorded,
  type SponsorPaymentReversed,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

const REVERSE = (t: string) =>
  `UPDATE ${t} SET status = 'Reversed', reversal_reason = $2, reversed_at = $3 WHERE id = $1`;

/**
 * Every payment as taken, a family's or a sponsor's (payer the sponsor's name, no family account,
 * `sponsor_id` set), its receipt number kept for good: a reversal marks it, never removes it.
 */
export const payments = defineProjection<
  PaymentRecorded | PaymentReversed | SponsorPaymentRecorded | SponsorPaymentReversed
>()({
  readModel: paymentsModel,
  version: 2,
  tables: {
    payments: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        receipt_no text NOT NULL,
        verification_code text NOT NULL,
        account_id uuid,
        payer_student_id uuid,
        sponsor_id uuid,
        payer_name text NOT NULL,
        student_ids jsonb NOT NULL,
        currency text NOT NULL,
        amount_minor bigint NOT NULL,
        channel text NOT NULL,
        reference text,
        date date NOT NULL,
        rate text,
        converted jsonb,
        allocations jsonb NOT NULL,
        credit jsonb NOT NULL,
        status text NOT NULL,
        reversal_reason text,
        reversed_at timestamptz,
        recorded_by text,
        recorded_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX ON ${t} (school_id, receipt_no);
      CREATE INDEX ON ${t} (verification_code);
      CREATE INDEX ON ${t} (school_id, date);`,
  },
  handlers: {
    async PaymentRecorded({ data: d }, { db, tables }) {
      // Inserted once: a replayed payment finds its row and does nothing.
      await db.query(
        `INSERT INTO ${tables.payments} (id, school_id, receipt_no, verification_code, account_id, payer_student_id, payer_name, student_ids, currency, amount_minor,
           channel, reference, date, rate, converted, allocations, credit, status, recorded_by, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'Recorded', $18, $19) ON CONFLICT (id) DO NOTHING`,
        [
          d.paymentId,
          d.schoolId,
          d.receiptNo,
          d.verificationCode,
          d.accountId,
          d.payerStudentId,
          d.payerName,
          JSON.stringify(d.studentIds),
          d.amount.currency,
          d.amount.minor,
          d.channel,
          d.reference,
          d.date,
          d.rate,
          d.converted ? JSON.stringify(d.converted) : null,
          JSON.stringify(d.allocations),
          JSON.stringify(d.credit),
          d.recordedBy,
          d.recordedAt,
        ],
      );
    },
    async SponsorPaymentRecorded({ data: d }, { db, tables }) {
      // The learners it paid for, each once; inserted once, so a replay does nothing.
      const learners = [...new Set(d.allocations.map((a) => a.studentId))];
      await db.query(
        `INSERT INTO ${tables.payments} (id, school_id, receipt_no, verification_code, sponsor_id, payer_name, student_ids, currency, amount_minor,
           channel, reference, date, allocations, credit, status, recorded_by, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'Recorded', $15, $16) ON CONFLICT (id) DO NOTHING`,
        [
          d.paymentId,
          d.schoolId,
          d.receiptNo,
          d.verificationCode,
          d.sponsorId,
          d.sponsorName,
          JSON.stringify(learners),
          d.amount.currency,
          d.amount.minor,
          d.channel,
          d.reference,
          d.date,
          JSON.stringify(d.allocations),
          JSON.stringify(d.credit),
          d.recordedBy,
          d.recordedAt,
        ],
      );
    },
    async PaymentReversed({ data: d }, { db, tables }) {
      // Setting the same reversal twice leaves the same row.
      await db.query(REVERSE(tables.payments), [d.paymentId, d.reason, d.reversedAt]);
    },
    async SponsorPaymentReversed({ data: d }, { db, tables }) {
      await db.query(REVERSE(tables.payments), [d.paymentId, d.reason, d.reversedAt]);
    },
  },
});
