import type {
  PaymentAllocation,
  PaymentEvent,
  SponsorAllocation,
  WireMoney,
} from '@chikoro/contracts';
import { evolveOpeningBalances, type OpeningBalanceRecord } from './openingBalances';

export { paymentsStream } from '@chikoro/contracts';

interface PaymentRecord {
  receiptNo: string;
  amount: WireMoney;
  allocations: PaymentAllocation[];
  credit: WireMoney;
  payerStudentId: string;
  status: 'Recorded' | 'Reversed';
}

/** A sponsor's payment: whose it is and the sponsor's claims it paid. */
interface SponsorPaymentRecord {
  receiptNo: string;
  amount: WireMoney;
  sponsorId: string;
  allocations: SponsorAllocation[];
  credit: WireMoney;
  status: 'Recorded' | 'Reversed';
}

interface CashSessionRecord {
  cashierId: string;
  status: 'Open' | 'Closed';
  /** The families' and sponsors' payments recorded in it (a reversed one no longer counts at the close). */
  paymentIds: string[];
}

/**
 * A school's payments: how many receipts each year has numbered (so the next is one more, never a
 * gap, never twice), each payment, and what each invoice line has been settled by payments not
 * reversed, credit notes and write-offs.
 */
export interface PaymentsState {
  schoolId: string | null;
  numbered: Record<string, number>;
  payments: Record<string, PaymentRecord>;
  sponsorPayments: Record<string, SponsorPaymentRecord>;
  /** Each cash session: whose it is, whether it is open, the payments recorded in it. */
  sessions: Record<string, CashSessionRecord>;
  /** Cashier id → their open session. */
  openSessions: Record<string, string>;
  /** `<invoiceId>:<feeItemId>` → minor units settled: paid, credited or written off. */
  paid: Record<string, string>;
  /** `<invoiceId>:<feeItemId>` → minor units of the sponsor's part its sponsor paid. */
  sponsorPaid: Record<string, string>;
  /** Each opening balance an import brought in, standing or undone. */
  openingBalances: Record<string, OpeningBalanceRecord>;
}

export const initialPaymentsState: PaymentsState = {
  schoolId: null,
  numbered: {},
  payments: {},
  sponsorPayments: {},
  sessions: {},
  openSessions: {},
  paid: {},
  sponsorPaid: {},
  openingBalances: {},
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
      const session = e.data.sessionId ? state.sessions[e.data.sessionId] : undefined;
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
        sessions:
          session && e.data.sessionId
            ? {
                ...state.sessions,
                [e.data.sessionId]: { ...session, paymentIds: [...session.paymentIds, paymentId] },
              }
            : state.sessions,
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
      const { paymentId, receiptNo, amount, sponsorId, allocations, credit, date } = e.data;
      const year = date.slice(0, 4);
      const session = e.data.sessionId ? state.sessions[e.data.sessionId] : undefined;
      return {
        ...state,
        schoolId: e.data.schoolId,
        numbered: { ...state.numbered, [year]: (state.numbered[year] ?? 0) + 1 },
        sponsorPayments: {
          ...state.sponsorPayments,
          [paymentId]: { receiptNo, amount, sponsorId, allocations, credit, status: 'Recorded' },
        },
        sponsorPaid: withPaid(state.sponsorPaid, allocations, 1n),
        sessions:
          session && e.data.sessionId
            ? {
                ...state.sessions,
                [e.data.sessionId]: { ...session, paymentIds: [...session.paymentIds, paymentId] },
              }
            : state.sessions,
      };
    }
    case 'SponsorPaymentReversed': {
      const payment = state.sponsorPayments[e.data.paymentId];
      if (!payment || payment.status === 'Reversed') return state;
      return {
        ...state,
        sponsorPayments: {
          ...state.sponsorPayments,
          [e.data.paymentId]: { ...payment, status: 'Reversed' },
        },
        sponsorPaid: withPaid(state.sponsorPaid, payment.allocations, -1n),
      };
    }
    case 'CashSessionOpened': {
      const { sessionId, cashierId } = e.data;
      return {
        ...state,
        schoolId: e.data.schoolId,
        sessions: {
          ...state.sessions,
          [sessionId]: { cashierId, status: 'Open', paymentIds: [] },
        },
        openSessions: { ...state.openSessions, [cashierId]: sessionId },
      };
    }
    case 'CashSessionClosed': {
      const session = state.sessions[e.data.sessionId];
      if (!session) return state;
      const { [session.cashierId]: _closed, ...stillOpen } = state.openSessions;
      return {
        ...state,
        sessions: { ...state.sessions, [e.data.sessionId]: { ...session, status: 'Closed' } },
        openSessions: stillOpen,
      };
    }
    case 'CreditNoteIssued':
    case 'InvoiceWrittenOff':
      return { ...state, paid: withPaid(state.paid, e.data.allocations, 1n) };
    case 'OpeningBalanceRecorded':
    case 'OpeningBalanceUndone':
      return {
        ...state,
        schoolId: e.data.schoolId,
        openingBalances: evolveOpeningBalances(state.openingBalances, e),
      };
    default:
      return state;
  }
}
