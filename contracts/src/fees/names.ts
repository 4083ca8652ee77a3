import { eventDefinition, readModel } from '../shared/modules';
import { InvoiceIssued } from './billing';
import { PaymentRecorded, PaymentReversed } from './payments';
import { PaymentDetailsChanged } from './paymentDetails';
import { ReceiptMessagesChanged } from './receiptSettings';
import { CreditNoteIssued, InvoiceWrittenOff } from './adjustments';
import { CashSessionClosed, CashSessionOpened } from './cashSessions';
import { OpeningBalanceRecorded, OpeningBalanceUndone } from './openingBalances';
import {
  SponsorPaymentRecorded,
  SponsorPaymentReversed,
  SponsorRegistered,
  SponsorshipEnded,
  SponsorshipGranted,
} from './sponsors';
import { DiscountEnded, DiscountGranted } from './discounts';
import {
  ExchangeRateRecorded,
  FeeItemChanged,
  FeeItemDefined,
  FeeItemRemoved,
  FeeScheduleApproved,
} from './events';

/** A school's exchange rates: one stream, so a day's rate is judged against the school's others. */
export const exchangeRatesStream = (schoolId: string): string => `exchange-rates-${schoolId}`;
/** A term's fee schedule: its items and approved versions in one stream. */
export const feeScheduleStream = (termId: string): string => `fee-schedule-${termId}`;
/** A term's invoices: who was billed, from which version, so a learner is billed once a term. */
export const billingStream = (termId: string): string => `fee-billing-${termId}`;
/** A school's payments: one stream, so each year's receipt numbers follow one another without a gap. */
export const paymentsStream = (schoolId: string): string => `fee-payments-${schoolId}`;
/** A school's sponsors and their sponsorships: one stream, so a learner's sponsorships are judged together. */
export const sponsorsStream = (schoolId: string): string => `fee-sponsors-${schoolId}`;
/** A school's discounts: one stream, so a learner's running discounts are judged together. */
export const discountsStream = (schoolId: string): string => `fee-discounts-${schoolId}`;
/** A school's payment details (bank, mobile money): how its families pay. */
export const paymentDetailsStream = (schoolId: string): string => `fee-payment-details-${schoolId}`;
/** A school's switch of the receipt's SMS and email. */
export const receiptSettingsStream = (schoolId: string): string =>
  `fee-receipt-messages-${schoolId}`;

/** Each term's fee items with the schedule version and status each stands in. */
export const feeItemsModel = readModel('fee-items', ['fee_items']);
/** The official rates each school recorded, one row a day. */
export const exchangeRatesModel = readModel('exchange-rates', ['exchange_rates']);
/** Every invoice issued, one row each with its lines and totals per currency. */
export const invoicesModel = readModel('invoices', ['invoices']);
/** Every payment with its receipt number, allocations and whether it was reversed. */
export const paymentsModel = readModel('payments', ['payments']);
/** Every credit note and write-off, with the invoice it is on and what that invoice owed before and after. */
export const feeAdjustmentsModel = readModel('fee-adjustments', ['fee_adjustments']);
/** Each cashier's cash sessions: opened, closed, and per currency expected, counted and the variance. */
export const cashSessionsModel = readModel('cash-sessions', [
  'cash_sessions',
  'cash_session_payments',
]);
/** Each learner's fee ledger: billed, paid and credit per currency, and the statement's lines. */
export const feeLedgerModel = readModel('fee-ledger', [
  'fee_learners',
  'fee_balances',
  'fee_statement',
  'fee_opening_balances',
]);
/** Each sponsor with its sponsorships, and the claims (its parts of invoice lines) and what it paid of them. */
export const sponsorsModel = readModel('sponsors', [
  'sponsors',
  'sponsorships',
  'sponsor_claim_lines',
  'sponsor_allocations',
]);
/** Each discount granted, with its learner, size, terms, approver and whether it still runs. */
export const discountsModel = readModel('discounts', ['discounts']);

export const feeEvents = [
  eventDefinition(ExchangeRateRecorded),
  eventDefinition(FeeItemDefined),
  eventDefinition(FeeItemChanged),
  eventDefinition(FeeItemRemoved),
  eventDefinition(FeeScheduleApproved),
  eventDefinition(InvoiceIssued),
  eventDefinition(PaymentRecorded),
  eventDefinition(PaymentReversed),
  eventDefinition(SponsorRegistered),
  eventDefinition(SponsorshipGranted),
  eventDefinition(SponsorshipEnded),
  eventDefinition(SponsorPaymentRecorded),
  eventDefinition(DiscountGranted),
  eventDefinition(DiscountEnded),
  eventDefinition(SponsorPaymentReversed),
  eventDefinition(PaymentDetailsChanged),
  eventDefinition(ReceiptMessagesChanged),
  eventDefinition(CreditNoteIssued),
  eventDefinition(InvoiceWrittenOff),
  eventDefinition(CashSessionOpened),
  eventDefinition(CashSessionClosed),
  eventDefinition(OpeningBalanceRecorded),
  eventDefinition(OpeningBalanceUndone),
];
