import { feeAdjustmentsModel, type AdjustmentEvent } from '@chikoro/contracts';
import { defineProjection, type ProjectionContext } from '../runner/projection';

type Context = ProjectionContext<'fee_adjustments'>;

async function insert(
  { data: d }: AdjustmentEvent,
  { db, tables }: Context,
  kind: 'CreditNote' | 'WriteOff',
) {
  // Inserted once: a replayed credit note or write-off finds its row and does nothing.
  await db.query(
    `INSERT INTO ${tables.fee_adjustments} (id, school_id, kind, invoice_id, student_id, student_name, term_name, currency, amount_minor,
       reason, allocations, owed_before, owed_after, by, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT (id) DO NOTHING`,
    [
      d.adjustmentId,
      d.schoolId,
      kind,
      d.invoiceId,
      d.studentId,
      d.studentName,
      d.termName,
      d.amount.currency,
      d.amount.minor,
      d.reason,
      JSON.stringify(d.allocations),
      d.owedBefore.minor,
      d.owedAfter.minor,
      d.by,
      d.at,
    ],
  );
}

/** Every credit note and write-off, with the lines it settled and what its invoice owed before and after: never changed. */
export const feeAdjustments = defineProjection<AdjustmentEvent>()({
  readModel: feeAdjustmentsModel,
  version: 1,
  tables: {
    fee_adjustments: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        kind text NOT NULL,
        invoice_id uuid NOT NULL,
        student_id uuid NOT NULL,
        student_name text NOT NULL,
        term_name text NOT NULL,
        currency text NOT NULL,
        amount_minor bigint NOT NULL,
        reason text NOT NULL,
        allocations jsonb NOT NULL,
        owed_before bigint NOT NULL,
        owed_after bigint NOT NULL,
        by text,
        at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, invoice_id);`,
  },
  handlers: {
    CreditNoteIssued: (event, context) => insert(event, context, 'CreditNote'),
    InvoiceWrittenOff: (event, context) => insert(event, context, 'WriteOff'),
  },
});
