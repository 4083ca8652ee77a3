import { discountsModel, type DiscountEnded, type DiscountGranted } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/** Each discount granted with its learner, size, terms and approver, and whether it still runs. */
export const discounts = defineProjection<DiscountGranted | DiscountEnded>()({
  readModel: discountsModel,
  version: 1,
  tables: {
    discounts: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY, school_id uuid NOT NULL, student_id uuid NOT NULL, student_name text NOT NULL, kind text NOT NULL,
        categories jsonb NOT NULL, percent text, amount jsonb, from_term_name text NOT NULL, to_term_name text,
        reason text, approved_by text NOT NULL, status text NOT NULL, end_reason text, granted_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, student_name);`,
  },
  handlers: {
    async DiscountGranted({ data: d }, { db, tables }) {
      // Inserted once: a replayed grant finds its row.
      await db.query(
        `INSERT INTO ${tables.discounts} (id, school_id, student_id, student_name, kind, categories, percent, amount, from_term_name, to_term_name, reason, approved_by, status, granted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'Running', $13) ON CONFLICT (id) DO NOTHING`,
        [
          d.discountId,
          d.schoolId,
          d.studentId,
          d.studentName,
          d.kind,
          JSON.stringify(d.categories),
          d.percent,
          d.amount ? JSON.stringify(d.amount) : null,
          d.from.termName,
          d.to?.termName ?? null,
          d.reason,
          d.approvedBy,
          d.grantedAt,
        ],
      );
    },
    async DiscountEnded({ data: d }, { db, tables }) {
      // Ended once (the decider refuses a second end): a replay writes the same row.
      await db.query(
        `UPDATE ${tables.discounts} SET status = 'Ended', end_reason = $2 WHERE id = $1`,
        [d.discountId, d.reason],
      );
    },
  },
});
