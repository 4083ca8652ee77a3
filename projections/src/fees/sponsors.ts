import {
  sponsorsModel,
  type InvoiceIssued,
  type SponsorPaymentRecorded,
  type SponsorPaymentReversed,
  type SponsorRegistered,
  type SponsorshipEnded,
  type SponsorshipGranted,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/**
 * Each sponsor and its sponsorships, each line a sponsor was claimed for (its part of an invoice
 * line, with the invoice's term) and each share of a sponsor payment. The claims register sums
 * them per sponsor, term and currency when read. A reversed payment's shares stand beside it
 * as their negatives, so the claims it paid are owed again.
 */
export const sponsors = defineProjection<
  | SponsorRegistered
  | SponsorshipGranted
  | SponsorshipEnded
  | InvoiceIssued
  | SponsorPaymentRecorded
  | SponsorPaymentReversed
>()({
  readModel: sponsorsModel,
  version: 2,
  tables: {
    sponsors: (t) => `
      CREATE TABLE ${t} (id uuid PRIMARY KEY, school_id uuid NOT NULL, name text NOT NULL, kind text NOT NULL, registered_at timestamptz NOT NULL);
      CREATE INDEX ON ${t} (school_id);`,
    sponsorships: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY, school_id uuid NOT NULL, sponsor_id uuid NOT NULL, student_id uuid NOT NULL, student_name text NOT NULL,
        categories jsonb NOT NULL, percent int, cap jsonb, from_term_name text NOT NULL, to_term_name text,
        status text NOT NULL, granted_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (sponsor_id);`,
    sponsor_claim_lines: (t) => `
      CREATE TABLE ${t} (
        id text PRIMARY KEY, school_id uuid NOT NULL, sponsor_id uuid NOT NULL, term_id uuid NOT NULL, term_name text NOT NULL,
        student_id uuid NOT NULL, currency text NOT NULL, claimed bigint NOT NULL
      );
      CREATE INDEX ON ${t} (sponsor_id, term_id);`,
    sponsor_allocations: (t) => `
      CREATE TABLE ${t} (
        id text PRIMARY KEY, school_id uuid NOT NULL, sponsor_id uuid NOT NULL, term_id uuid NOT NULL, term_name text NOT NULL,
        currency text NOT NULL, paid bigint NOT NULL
      );
      CREATE INDEX ON ${t} (sponsor_id, term_id);`,
  },
  handlers: {
    async SponsorRegistered({ data: d }, { db, tables }) {
      // Inserted once: a replayed registration finds its row.
      await db.query(
        `INSERT INTO ${tables.sponsors} (id, school_id, name, kind, registered_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [d.sponsorId, d.schoolId, d.name, d.kind, d.registeredAt],
      );
    },
    async SponsorshipGranted({ data: d }, { db, tables }) {
      // Inserted once: a replayed grant finds its row.
      await db.query(
        `INSERT INTO ${tables.sponsorships} (id, school_id, sponsor_id, student_id, student_name, categories, percent, cap, from_term_name, to_term_name, status, granted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'Active', $11) ON CONFLICT (id) DO NOTHING`,
        [
          d.sponsorshipId,
          d.schoolId,
          d.sponsorId,
          d.studentId,
          d.studentName,
          JSON.stringify(d.categories),
          d.percent,
          d.cap ? JSON.stringify(d.cap) : null,
          d.from.termName,
          d.to?.termName ?? null,
          d.grantedAt,
        ],
      );
    },
    async SponsorshipEnded({ data: d }, { db, tables }) {
      // Ending it again leaves the same row.
      await db.query(`UPDATE ${tables.sponsorships} SET status = 'Ended' WHERE id = $1`, [
        d.sponsorshipId,
      ]);
    },
    async InvoiceIssued({ data: d }, { db, tables }) {
      for (const l of d.lines) {
        if (!l.sponsor) continue;
        // Keyed by invoice and line: a replayed invoice claims nothing twice.
        await db.query(
          `INSERT INTO ${tables.sponsor_claim_lines} (id, school_id, sponsor_id, term_id, term_name, student_id, currency, claimed)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [
            `${d.invoiceId}:${l.feeItemId}`,
            d.schoolId,
            l.sponsor.sponsorId,
            d.termId,
            d.termName,
            d.studentId,
            l.sponsor.amount.currency,
            l.sponsor.amount.minor,
          ],
        );
      }
    },
    async SponsorPaymentRecorded({ data: d }, { db, tables }) {
      for (const a of d.allocations) {
        // Keyed by payment and line: a replayed payment pays nothing twice.
        await db.query(
          `INSERT INTO ${tables.sponsor_allocations} (id, school_id, sponsor_id, term_id, term_name, currency, paid)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [
            `${d.paymentId}:${a.invoiceId}:${a.feeItemId}`,
            d.schoolId,
            d.sponsorId,
            a.termId,
            a.termName,
            a.amount.currency,
            a.amount.minor,
          ],
        );
      }
    },
    async SponsorPaymentReversed({ data: d }, { db, tables }) {
      for (const a of d.allocations) {
        // Keyed by payment, line and the reversal: a replayed reversal unpays nothing twice.
        await db.query(
          `INSERT INTO ${tables.sponsor_allocations} (id, school_id, sponsor_id, term_id, term_name, currency, paid)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [
            `${d.paymentId}:${a.invoiceId}:${a.feeItemId}:reversed`,
            d.schoolId,
            d.sponsorId,
            a.termId,
            a.termName,
            a.amount.currency,
            (-BigInt(a.amount.minor)).toString(),
          ],
        );
      }
    },
  },
});
