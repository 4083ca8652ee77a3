import type { BillingEvent } from '@chikoro/contracts';

export { billingStream } from '@chikoro/contracts';

/** A term's billing: the school it belongs to and the learners invoiced, with their invoice and the version it was billed from. */
export interface BillingState {
  schoolId: string | null;
  billed: Record<string, { invoiceId: string; version: number }>;
}

export const initialBillingState: BillingState = { schoolId: null, billed: {} };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveBilling(
  state: BillingState,
  event: BillingEvent | { type: string; data: unknown },
): BillingState {
  const e = event as BillingEvent;
  if (e.type !== 'InvoiceIssued') return state;
  return {
    schoolId: e.data.schoolId,
    billed: {
      ...state.billed,
      [e.data.studentId]: { invoiceId: e.data.invoiceId, version: e.data.version },
    },
  };
}
