import {
  cashSessionsModel,
  type CashSessionEvent,
  type PaymentRecorded,
  type PaymentReversed,
  type SponsorPaymentRecorded,
  type SponsorPaymentReversed,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/**
 * Each cashier's cash sessions and the payments recorded in each, a sponsor's among them (a
 * reversal marks its payment), so an open session's expected total reads from its standing
 * payments; a closed one keeps what its close recorded: expected, counted and the variance per
 * currency.
 */
export const cashSessions = defineProjection<
  | CashSessionEvent
  | PaymentRecorded
  | PaymentReversed
  | SponsorPaymentRecorded
  | SponsorPaymentReversed
>()({
  readModel: cashSessionsModel,
  version: 2,
  tables: {
    cash_sessions: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        cashier_id text NOT NULL,
        status text NOT NULL,
        opened_at timestamptz NOT NULL,
        closed_at timestamptz,
        payments int,
        expected jsonb,
        counted jsonb,
        variance jsonb
      );
      CREATE INDEX ON ${t} (school_id, opened_at);`,
    cash_session_payments: (t) => `
      CREATE TABLE ${t} (
        payment_id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        session_id uuid NOT NULL,
        currency text NOT NULL,
        amount_minor bigint NOT NULL,
        reversed boolean NOT NULL
      );
      CREATE INDEX ON ${t} (session_id);`,
  },
  handlers: {
    async CashSessionOpened({ data: d }, { db, tables }) {
      // Inserted once: a replayed opening finds its row.
      await db.query(
        `INSERT INTO ${tables.cash_sessions} (id, school_id, cashier_id, status, opened_at) VALUES ($1, $2, $3, 'Open', $4)
         ON CONFLICT (id) DO NOTHING`,
        [d.sessionId, d.schoolId, d.cashierId, d.openedAt],
      );
    },
    async CashSessionClosed({ data: d }, { db, tables }) {
      // Setting the same close twice leaves the same row.
      await db.query(
        `UPDATE ${tables.cash_sessions} SET status = 'Closed', closed_at = $2, payments = $3, expected = $4, counted = $5, variance = $6 WHERE id = $1`,
        [
          d.sessionId,
          d.closedAt,
          d.payments,
          JSON.stringify(d.expected),
          JSON.stringify(d.counted),
          JSON.stringify(d.variance),
        ],
      );
    },
    async PaymentRecorded({ data: d }, { db, tables }) {
      if (!d.sessionId) return;
      // Inserted once: a replayed payment finds its row.
      await db.query(
        `INSERT INTO ${tables.cash_session_payments} (payment_id, school_id, session_id, currency, amount_minor, reversed) VALUES ($1, $5, $2, $3, $4, false)
         ON CONFLICT (payment_id) DO NOTHING`,
        [d.paymentId, d.sessionId, d.amount.currency, d.amount.minor, d.schoolId],
      );
    },
    async SponsorPaymentRecorded({ data: d }, { db, tables }) {
      if (!d.sessionId) return;
      // Inserted once: a replayed payment finds its row.
      await db.query(
        `INSERT INTO ${tables.cash_session_payments} (payment_id, school_id, session_id, currency, amount_minor, reversed) VALUES ($1, $5, $2, $3, $4, false)
         ON CONFLICT (payment_id) DO NOTHING`,
        [d.paymentId, d.sessionId, d.amount.currency, d.amount.minor, d.schoolId],
      );
    },
    async PaymentReversed({ data: d }, { db, tables }) {
      // Marking it reversed twice leaves the same row; a payment of no session has none.
      await db.query(
        `UPDATE ${tables.cash_session_payments} SET reversed = true WHERE payment_id = $1`,
        [d.paymentId],
      );
    },
    async SponsorPaymentReversed({ data: d }, { db, tables }) {
      // As a family's: marked reversed, so an open session no longer expects it.
      await db.query(
        `UPDATE ${tables.cash_session_payments} SET reversed = true WHERE payment_id = $1`,
        [d.paymentId],
      );
    },
  },
});
