import { z } from 'zod';
import { isoDate } from '../setup/commands';
import { currencies, type WireMoney } from './money';
import { feeCategories } from './commands';
import { feeMessages as m } from './messages';
import { wireMoney } from './moneySchemas';
import { emailAddress, zimbabweMobile } from '../parents/commands';
import { parentFieldMessages } from '../parents/messages';
import type {
  RecordSponsorPayment,
  SponsorPaymentRecorded,
  SponsorPaymentReversed,
} from './sponsors';
import type { AdjustInvoice, AdjustmentEvent } from './adjustments';
import type { CashSessionCommand, CashSessionEvent } from './cashSessions';
import type { OpeningBalanceCommand, OpeningBalanceEvent } from './openingBalances';

export const paymentChannels = [
  'CASH',
  'ECOCASH',
  'ONEMONEY',
  'INNBUCKS',
  'BANK',
  'SWIPE',
  'CHEQUE',
] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);

/** The payer's phone for the receipt's SMS, taken as a parent's is (a Zimbabwean mobile, kept as 263…); blank is not given. */
export const PayerPhone = z.preprocess(
  blankToUndefined,
  zimbabweMobile(parentFieldMessages.phonenumber).optional(),
);
/** The payer's email for the receipt, taken as a parent's is (kept in lower case); blank is not given. */
export const PayerEmail = z.preprocess(
  blankToUndefined,
  emailAddress(parentFieldMessages.email).optional(),
);
const id = (message: string) => z.string({ error: message }).uuid({ error: message });
const Money = z.object({ currency: z.enum(currencies), minor: z.string() });

/** A hand-made allocation: so much of the payment to an invoice, or to one of its lines (the only way to pay an EXAM line). */
export const DirectedAllocation = z.strictObject({
  invoiceId: id(m.invoiceNotFound),
  feeItemId: id(m.invoiceNotFound).optional(),
  amount: wireMoney(),
});
export type DirectedAllocation = z.infer<typeof DirectedAllocation>;

export const RecordPaymentInput = z
  .strictObject({
    studentId: id(m.payer).optional(),
    accountId: id(m.payer).optional(),
    amount: wireMoney().refine((a) => BigInt(a.minor) > 0n, { error: m.paymentPositive }),
    channel: z.enum(paymentChannels, { error: m.channel }),
    reference: z
      .preprocess(trim, z.string({ error: m.reference }).max(100, { error: m.reference }))
      .optional(),
    /** Today unless the admin back-dates it. */
    date: isoDate(m.paymentDate).optional(),
    allocations: z
      .array(DirectedAllocation, { error: m.allocations })
      .max(50, { error: m.allocations })
      .optional(),
    /** Where the receipt also goes when the payer is not a parent the school holds (an uncle at the desk). */
    payerPhone: PayerPhone,
    payerEmail: PayerEmail,
  })
  .refine((v) => (v.studentId === undefined) !== (v.accountId === undefined), {
    error: m.payer,
    path: ['studentId'],
  })
  .refine((v) => v.channel === 'CASH' || (v.reference ?? '') !== '', {
    error: m.reference,
    path: ['reference'],
  });
export type RecordPaymentInput = z.infer<typeof RecordPaymentInput>;

export const ReversePaymentInput = z.strictObject({
  paymentId: id(m.paymentNotFound),
  reason: z.preprocess(
    trim,
    z.string({ error: m.reason }).min(1, { error: m.reason }).max(500, { error: m.reason }),
  ),
});
export type ReversePaymentInput = z.infer<typeof ReversePaymentInput>;

/** One line of a family's invoices, as the payment desk allocates to it. */
export interface OpenLine {
  invoiceId: string;
  feeItemId: string;
  studentId: string;
  studentName: string;
  termName: string;
  name: string;
  category: (typeof feeCategories)[number];
  dueDate: string;
  amount: WireMoney;
}

/** RecordPayment as the decider sees it: the family, its invoice lines, the day's rate and new ids found at the edge. */
export interface RecordPayment {
  type: 'RecordPayment';
  paymentId: string;
  verificationCode: string;
  accountId: string;
  /** The learner the payment was taken for: an over-payment is credit on their family's account. */
  payerStudentId: string;
  payerName: string;
  studentIds: string[];
  lines: OpenLine[];
  amount: WireMoney;
  channel: PaymentChannel;
  reference: string | null;
  date: string;
  /** ZiG per 1 US dollar on the payment's day; null when none was recorded. */
  rate: string | null;
  directed: DirectedAllocation[] | null;
  /** The payer's own phone and email for the receipt, when given. */
  payerPhone?: string;
  payerEmail?: string;
}

export type ReversePayment = { type: 'ReversePayment' } & ReversePaymentInput;
export type PaymentCommand =
  | RecordPayment
  | ReversePayment
  | RecordSponsorPayment
  | AdjustInvoice
  | CashSessionCommand
  | OpeningBalanceCommand;

export const AllocationSchema = z.object({
  invoiceId: z.string(),
  feeItemId: z.string(),
  studentId: z.string(),
  name: z.string(),
  category: z.enum(feeCategories),
  amount: Money,
});
export type PaymentAllocation = z.infer<typeof AllocationSchema>;

/**
 * A payment received, with its receipt number (gapless per school and year: one stream per school,
 * `fee-payments-<schoolId>`, numbers each payment from its year's count), how it was allocated,
 * the rate a ZiG payment was converted at, and the credit left on the family's account.
 */
export const PaymentRecorded = z.object({
  type: z.literal('PaymentRecorded'),
  data: z.object({
    schoolId: z.string(),
    paymentId: z.string(),
    receiptNo: z.string(),
    verificationCode: z.string(),
    accountId: z.string(),
    payerStudentId: z.string(),
    payerName: z.string(),
    studentIds: z.array(z.string()),
    amount: Money,
    channel: z.enum(paymentChannels),
    reference: z.string().nullable(),
    date: z.string(),
    rate: z.string().nullable(),
    /** The part of a ZiG payment converted to US dollars, and the residue rounding left ("n/d" of a cent). */
    converted: z.object({ from: Money, to: Money, residue: z.string() }).nullable(),
    allocations: z.array(AllocationSchema),
    credit: Money,
    recordedBy: z.string().nullable(),
    recordedAt: z.string(),
    /** The cashier's cash session open when it was recorded, if any. */
    sessionId: z.string().optional(),
    /** The payer's own phone (263…) and email, given at the desk, where the receipt also goes. */
    payerPhone: z.string().optional(),
    payerEmail: z.string().optional(),
  }),
});
/** A payment undone: its allocations and credit (repeated here) no longer count; its receipt number stays in the register. */
export const PaymentReversed = z.object({
  type: z.literal('PaymentReversed'),
  data: z.object({
    schoolId: z.string(),
    paymentId: z.string(),
    receiptNo: z.string(),
    amount: Money,
    reason: z.string(),
    payerStudentId: z.string(),
    allocations: z.array(AllocationSchema),
    credit: Money,
    reversedBy: z.string().nullable(),
    reversedAt: z.string(),
  }),
});
export type PaymentRecorded = z.infer<typeof PaymentRecorded>;
export type PaymentReversed = z.infer<typeof PaymentReversed>;
export type PaymentEvent =
  | PaymentRecorded
  | PaymentReversed
  | SponsorPaymentRecorded
  | SponsorPaymentReversed
  | AdjustmentEvent
  | CashSessionEvent
  | OpeningBalanceEvent;
