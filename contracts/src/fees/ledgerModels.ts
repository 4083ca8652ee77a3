import type { PaymentAllocation, PaymentChannel } from './payments';
import type { Currency, WireMoney } from './money';

/** Per currency: billed, paid, credit on account, credit notes and write-offs, and the balance still owed (billed − paid − credit − adjusted), in minor units. */
export interface FeeBalance {
  currency: Currency;
  billed: string;
  paid: string;
  credit: string;
  /** Credit notes and write-offs on its invoices. */
  adjusted: string;
  balance: string;
}

/** One row of GET /api/fee-accounts: a family at a school, its learners and its balances per currency. */
export interface FeeAccount {
  /** The family's lowest learner id. */
  id: string;
  schoolId: string;
  students: { id: string; name: string; className: string; registrationNumber: string }[];
  balances: FeeBalance[];
}

/**
 * One row of GET /api/payments: a family's payment, or a sponsor's (sponsorId set, payerName the
 * sponsor's, no account or paying learner; studentIds the learners it paid for).
 */
export interface Payment {
  id: string;
  schoolId: string;
  receiptNo: string;
  verificationCode: string;
  accountId: string | null;
  payerStudentId: string | null;
  sponsorId: string | null;
  payerName: string;
  studentIds: string[];
  amount: WireMoney;
  channel: PaymentChannel;
  reference: string | null;
  date: string;
  rate: string | null;
  converted: { from: WireMoney; to: WireMoney; residue: string } | null;
  /** A sponsor's also name the term of each line it paid. */
  allocations: (PaymentAllocation & { termId?: string; termName?: string })[];
  credit: WireMoney;
  status: 'Recorded' | 'Reversed';
  reversalReason: string | null;
  reversedAt: string | null;
  recordedAt: string;
}

/** One row of GET /api/fee-statements: a debit (an invoice, a reversal) or a credit (a payment) and the running balance in its currency. */
export interface FeeStatementLine {
  id: string;
  schoolId: string;
  studentId: string;
  date: string;
  description: string;
  reference: string | null;
  currency: Currency;
  debit: string;
  credit: string;
  balance: string;
}

/** One row of GET /api/my-fees: a child (or the student themselves) at a school, with the family account's balances. */
export interface MyFees {
  id: string;
  schoolId: string;
  schoolName: string | null;
  name: string;
  className: string;
  accountId: string;
  /** The learner's own balances per currency. */
  balances: FeeBalance[];
}

/** One row of GET /api/collections: a day's standing payments by one channel, currency and cashier. */
export interface Collection {
  id: string;
  schoolId: string;
  date: string;
  channel: PaymentChannel;
  currency: Currency;
  cashierId: string | null;
  cashierName: string | null;
  count: number;
  total: WireMoney;
}

/** One currency's collection rate: what was collected of what the families were billed, in percent to one decimal (null when nothing was billed). */
export interface CollectionRatePercent {
  currency: Currency;
  percent: string | null;
}

/**
 * One row of GET /api/collection-rates: for a term and a class (as billed), per currency what its
 * families were billed (a sponsor's part left out) and what their standing payments have paid of
 * it so far, and the rate.
 */
export interface CollectionRate {
  /** `<termId>:<classId>` */
  id: string;
  schoolId: string;
  termId: string;
  termName: string;
  classId: string;
  className: string;
  /** Learners billed in the class this term. */
  learners: number;
  billed: WireMoney[];
  collected: WireMoney[];
  rate: CollectionRatePercent[];
}

/** One row of GET /api/receipt-register: a receipt the school issued, a family's or a sponsor's, standing or reversed. */
export interface RegisterReceipt {
  id: string;
  schoolId: string;
  receiptNo: string;
  date: string;
  payerName: string;
  /** Whether a family (an account) or a sponsor paid. */
  payer: 'Family' | 'Sponsor';
  channel: PaymentChannel;
  amount: WireMoney;
  cashierName: string | null;
  status: 'Recorded' | 'Reversed';
  reversalReason: string | null;
}

/** GET /api/receipt-register-check?year=: the year's receipts from first to last and the numbers missing between. */
export interface ReceiptGapCheck {
  year: number;
  /** The lowest and highest receipt numbers issued that year (null when none). */
  first: string | null;
  last: string | null;
  count: number;
  /** Each run of numbers missing from 000001 to the last, as receipt numbers. */
  missing: { from: string; to: string }[];
}

/**
 * One row of GET /api/fee-learners: a learner of the school as the fee keepers find them, billed or
 * not, with their family's account (the lowest learner id of the family) and nothing else.
 */
export interface FeeLearner {
  id: string;
  schoolId: string;
  name: string;
  registrationNumber: string;
  className: string | null;
  levelName: string | null;
  status: string;
  accountId: string;
}
