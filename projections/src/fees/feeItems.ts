import {
  feeItemsModel,
  type FeeItemChanged,
  type FeeItemDefined,
  type FeeItemRemoved,
  type FeeScheduleApproved,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/**
 * Each term's fee items, each with the schedule version it stands in and whether that version is
 * approved: a changed item stands in the next draft until the schedule is approved again. A draft
 * item removed leaves the list; the audit log keeps its history.
 */
export const feeItems = defineProjection<
  FeeItemDefined | FeeItemChanged | FeeItemRemoved | FeeScheduleApproved
>()({
  readModel: feeItemsModel,
  version: 1,
  tables: {
    fee_items: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        term_id uuid NOT NULL,
        term_name text NOT NULL,
        name text NOT NULL,
        category text NOT NULL,
        currency text NOT NULL,
        amount_minor bigint NOT NULL,
        due_date date NOT NULL,
        payers jsonb NOT NULL,
        version int NOT NULL,
        status text NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, term_id, due_date);`,
  },
  handlers: {
    async FeeItemDefined({ data: d, position }, { db, tables }) {
      // Inserted once: a replayed definition finds its row and does nothing.
      await db.query(
        `INSERT INTO ${tables.fee_items} (id, school_id, term_id, term_name, name, category, currency, amount_minor, due_date, payers, version, status, updated_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'Draft', $12, $13) ON CONFLICT (id) DO NOTHING`,
        [
          d.feeItemId,
          d.schoolId,
          d.termId,
          d.termName,
          d.name,
          d.category,
          d.amount.currency,
          d.amount.minor,
          d.dueDate,
          JSON.stringify(d.payers),
          d.version,
          d.definedAt,
          position,
        ],
      );
    },
    async FeeItemChanged({ data: d, position }, { db, tables }) {
      // Guarded by position: a change already applied changes nothing the second time.
      await db.query(
        `UPDATE ${tables.fee_items} SET name = $2, category = $3, currency = $4, amount_minor = $5, due_date = $6, payers = $7, version = $8,
           status = 'Draft', updated_at = $9, last_position = $10
         WHERE id = $1 AND last_position < $10`,
        [
          d.feeItemId,
          d.name,
          d.category,
          d.amount.currency,
          d.amount.minor,
          d.dueDate,
          JSON.stringify(d.payers),
          d.version,
          d.changedAt,
          position,
        ],
      );
    },
    async FeeItemRemoved({ data: d }, { db, tables }) {
      await db.query(`DELETE FROM ${tables.fee_items} WHERE id = $1`, [d.feeItemId]);
    },
    async FeeScheduleApproved({ data: d, position }, { db, tables }) {
      // Guarded by position: every item of the term stands in the approved version once.
      await db.query(
        `UPDATE ${tables.fee_items} SET version = $2, status = 'Approved', updated_at = $3, last_position = $4 WHERE term_id = $1 AND last_position < $4`,
        [d.termId, d.version, d.approvedAt, position],
      );
    },
  },
});
