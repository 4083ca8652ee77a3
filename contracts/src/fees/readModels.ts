import type { FeeCategory, FeePayers } from './commands';
import type { Currency, WireMoney } from './money';
import type { PaymentChannel } from './payments';

export type FeeItemStatus = 'Draft' | 'Approved';

/** One row of GET /api/fee-items. */
export interface FeeItem {
  id: string;
  schoolId: string;
  termId: string;
  termName: string;
  name: string;
  category: FeeCategory;
  amount: WireMoney;
  dueDate: string;
  payers: FeePayers;
  /** The schedule version the item stands in: the approved one, or the draft after it once changed. */
  version: number;
  status: FeeItemStatus;
  updatedAt: string;
}

/** One row of GET /api/exchange-rates: a day's official rate, ZiG per 1 US dollar. */
export interface ExchangeRate {
  /** `<schoolId>:<date>` */
  id: string;
  schoolId: string;
  date: string;
  base: 'USD';
  quote: 'ZWG';
  rate: string;
  source: string;
  /** The rate this one corrected, if it was recorded again. */
  previousRate: string | null;
  recordedBy: string | null;
  recordedAt: string;
}

/** What a family owes in one currency, aged by the due dates of the invoice lines still unpaid (minor units). */
export interface DebtorBalance {
  currency: Currency;
  balance: string;
  /** Not yet due, or due less than 30 days ago. */
  current: string;
  days30: string;
  days60: string;
  days90: string;
}

/** One row of GET /api/fee-debtors: a family owing in at least one currency, with what and how long. */
export interface FeeDebtor {
  /** The family account's id. */
  id: string;
  schoolId: string;
  students: { id: string; name: string; className: string; registrationNumber: string }[];
  balances: DebtorBalance[];
  /** The day of the family's last payment still standing, or null. */
  lastPaymentDate: string | null;
  /** The earliest due date among the lines still unpaid. */
  oldestDue: string | null;
}

/** GET /api/fee-debtors-totals: per currency, the families owing in it and what they owe, aged. */
export interface DebtorTotal extends DebtorBalance {
  families: number;
}

/** The day's payments taken by one channel in one currency (GET /api/fee-cash-up). */
export interface CashUpGroup {
  channel: PaymentChannel;
  currency: Currency;
  count: number;
  total: string;
  firstReceipt: string;
  lastReceipt: string;
}

/** A payment reversed on the cash-up's day, whichever day it was taken. */
export interface CashUpReversal {
  paymentId: string;
  receiptNo: string;
  paymentDate: string;
  payerName: string;
  channel: PaymentChannel;
  amount: WireMoney;
  reason: string;
}

/** GET /api/fee-cash-up?date=: what the desk took on one day, by channel and currency, and the reversals of that day apart. */
export interface CashUp {
  date: string;
  schoolId: string;
  payments: CashUpGroup[];
  /** Per currency: the payments taken, the reversals made that day, and what is left of the day's takings once they are undone. */
  totals: { currency: Currency; count: number; taken: string; reversed: string; net: string }[];
  receipts: { first: string; last: string; count: number } | null;
  reversals: CashUpReversal[];
}
