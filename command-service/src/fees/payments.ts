import type { PaymentAllocation, PaymentEvent, WireMoney } from '@chikoro/contracts';

export { paymentsStream } from '@chikoro/contracts';

interface PaymentRecord {
  receiptNo: string;
  amount: WireMoney;
  allocations: PaymentAllocation[];
  credit: WireMoney;
  payerStudentId: string;
  status: 'Recorded' | 'Reversed';
}

/**
 * A school's payments: how many receipts each year has numbered (so the next is one more, never a
 * gap, never twice), each payment, and what each invoice line has been paid by payments not reversed.
 */
export interface PaymentsState {
  schoolId: string | null;
  numbered: Record<string, number>;
  payments: Record<string, PaymentRecord>;
  /** `<invoiceId>:<feeItemId>` → minor units paid. */
  paid: Record<string, string>;
  /** `<invoiceId>:<feeItemId>` → minor units of the sponsor's part its sponsor paid. */
  sponsorPaid: Record<string, string>;
}

export const initialPaymentsState: PaymentsState = {
  schoolId: null,
  numbered: {},
  payments: {},
  paid: {},
  sponsorPaid: {},
};

export const lineKey = (a: { invoiceId: string; feeItemId: string }): string =>
  `${a.invoiceId}:${a.feeItemId}`;

function withPaid(
  paid: Record<string, string>,
  allocations: readonly { invoiceId: string; feeItemId: string; amount: WireMoney }[],
  sign: 1n | -1n,
): Record<string, string> {
  const next = { ...paid };
  for (const a of allocations)
    next[lineKey(a)] = (BigInt(next[lineKey(a)] ?? '0') + sign * BigInt(a.amount.minor)).toString();
  return next;
}

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolvePayments(
  state: PaymentsState,
  event: PaymentEvent | { type: string; data: unknown },
): PaymentsState {
  const e = event as PaymentEvent;
  switch (e.type) {
    case 'PaymentRecorded': {
      const { paymentId, receiptNo, amount, allocations, credit, payerStudentId, date } = e.data;
      const year = date.slice(0, 4);
      return {
        ...state,
        schoolId: e.data.schoolId,
        numbered: { ...state.numbered, [year]: (state.numbered[year] ?? 0) + 1 },
        payments: {
          ...state.payments,
          [paymentId]: {
            receiptNo,
            amount,
            allocations,
            credit,
            payerStudentId,
            status: 'Recorded',
          },
        },
        paid: withPaid(state.paid, allocations, 1n),
      };
    }
    case 'PaymentReversed': {
      const payment = state.payments[e.data.paymentId];
      if (!payment || payment.status === 'Reversed') return state;
      return {
        ...state,
        payments: { ...state.payments, [e.data.paymentId]: { ...payment, status: 'Reversed' } },
        paid: withPaid(state.paid, payment.allocations, -1n),
      };
    }
    case 'SponsorPaymentRecorded': {
      const year = e.data.date.slice(0, 4);
      return {
        ...state,
        schoolId: e.data.schoolId,
        numbered: { ...state.numbered, [year]: (state.numbered[year] ?? 0) + 1 },
        sponsorPaid: withPaid(state.sponsorPaid, e.data.allocations, 1n),
      };
    }
    default:
      return state;
  }
}
