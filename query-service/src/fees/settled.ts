import { feeAdjustmentsModel, paymentsModel, tableOf } from '@chikoro/contracts';

const payments = tableOf(paymentsModel, 'payments');
const adjustments = tableOf(feeAdjustmentsModel, 'fee_adjustments');

/**
 * What settled each invoice line, as a SQL subquery `(school_id, invoice_id, fee_item_id, currency,
 * minor)`: the allocations of the families' standing payments, credit notes and write-offs (a
 * sponsor's payment pays the sponsor's part of a line, never the family's). What a line still owes
 * is its amount less these.
 */
export const settledLines = `(
  SELECT p.school_id, x->>'invoiceId' AS invoice_id, x->>'feeItemId' AS fee_item_id, x->'amount'->>'currency' AS currency,
    (x->'amount'->>'minor')::bigint AS minor
  FROM ${payments} p CROSS JOIN jsonb_array_elements(p.allocations) x WHERE p.status = 'Recorded' AND p.sponsor_id IS NULL
  UNION ALL
  SELECT a.school_id, x->>'invoiceId', x->>'feeItemId', x->'amount'->>'currency', (x->'amount'->>'minor')::bigint
  FROM ${adjustments} a CROSS JOIN jsonb_array_elements(a.allocations) x)`;

/** The read models `settledLines` reads. */
export const settledReads = [paymentsModel.name, feeAdjustmentsModel.name];
