import { z } from 'zod';
import { currencies, type WireMoney } from './money';
import type { InvoiceLine } from './billing';
import { feeMessages as m } from './messages';
import { wireMoney } from './moneySchemas';
import { AllocationSchema } from './payments';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const Money = z.object({ currency: z.enum(currencies), minor: z.string() });

const adjustmentInput = (reason: string) =>
  z.strictObject({
    invoiceId: z.string({ error: m.invoiceNotFound }).uuid({ error: m.invoiceNotFound }),
    amount: wireMoney().refine((a) => BigInt(a.minor) > 0n, { error: m.adjustmentPositive }),
    reason: z.preprocess(
      trim,
      z.string({ error: reason }).min(1, { error: reason }).max(500, { error: reason }),
    ),
  });

/** A credit note on an invoice: so much of what it still owes is no longer asked for. */
export const IssueCreditNoteInput = adjustmentInput(m.creditNoteReason);
export type IssueCreditNoteInput = z.infer<typeof IssueCreditNoteInput>;
/** A write-off: so much of what an invoice still owes will not be collected. */
export const WriteOffInput = adjustmentInput(m.writeOffReason);
export type WriteOffInput = z.infer<typeof WriteOffInput>;

/** The invoice a credit note or write-off is on, as the edge found it in the school's billing. */
export interface InvoiceToAdjust {
  invoiceId: string;
  studentId: string;
  studentName: string;
  termName: string;
  lines: InvoiceLine[];
}

/** IssueCreditNote or WriteOff as the decider sees it: the invoice (null when the school has none of that id) and a new id. */
export interface AdjustInvoice {
  type: 'IssueCreditNote' | 'WriteOff';
  adjustmentId: string;
  invoiceId: string;
  invoice: InvoiceToAdjust | null;
  amount: WireMoney;
  reason: string;
}

const AdjustmentData = z.object({
  schoolId: z.string(),
  adjustmentId: z.string(),
  invoiceId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  termName: z.string(),
  amount: Money,
  reason: z.string(),
  /** The lines it settles, oldest due first, as a payment's allocations. */
  allocations: z.array(AllocationSchema),
  /** What the invoice owed in the amount's currency before and after. */
  owedBefore: Money,
  owedAfter: Money,
  by: z.string().nullable(),
  at: z.string(),
});

/** A credit note issued on an invoice (in the school's payments stream, beside what paid its lines). */
export const CreditNoteIssued = z.object({
  type: z.literal('CreditNoteIssued'),
  data: AdjustmentData,
});
/** Part of an invoice written off as not to be collected (in the school's payments stream). */
export const InvoiceWrittenOff = z.object({
  type: z.literal('InvoiceWrittenOff'),
  data: AdjustmentData,
});
export type CreditNoteIssued = z.infer<typeof CreditNoteIssued>;
export type InvoiceWrittenOff = z.infer<typeof InvoiceWrittenOff>;
export type AdjustmentEvent = CreditNoteIssued | InvoiceWrittenOff;

/** One row of GET /api/fee-adjustments: a credit note or a write-off. */
export interface FeeAdjustment {
  id: string;
  schoolId: string;
  kind: 'CreditNote' | 'WriteOff';
  invoiceId: string;
  studentId: string;
  studentName: string;
  termName: string;
  amount: WireMoney;
  reason: string;
  owedBefore: WireMoney;
  owedAfter: WireMoney;
  by: string | null;
  at: string;
}
