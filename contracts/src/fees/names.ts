import { eventDefinition, readModel } from '../shared/modules';
import { InvoiceIssued } from './billing';
import { ExchangeRateRecorded, FeeItemChanged, FeeItemDefined, FeeItemRemoved, FeeScheduleApproved } from './events';

/** A school's exchange rates: one stream, so a day's rate is judged against the school's others. */
export const exchangeRatesStream = (schoolId: string): string => `exchange-rates-${schoolId}`;
/** A term's fee schedule: its items and approved versions in one stream. */
export const feeScheduleStream = (termId: string): string => `fee-schedule-${termId}`;
/** A term's invoices: who was billed, from which version, so a learner is billed once a term. */
export const billingStream = (termId: string): string => `fee-billing-${termId}`;

/** Each term's fee items with the schedule version and status each stands in. */
export const feeItemsModel = readModel('fee-items', ['fee_items']);
/** The official rates each school recorded, one row a day. */
export const exchangeRatesModel = readModel('exchange-rates', ['exchange_rates']);
/** Every invoice issued, one row each with its lines and totals per currency. */
export const invoicesModel = readModel('invoices', ['invoices']);

export const feeEvents = [
  eventDefinition(ExchangeRateRecorded),
  eventDefinition(FeeItemDefined),
  eventDefinition(FeeItemChanged),
  eventDefinition(FeeItemRemoved),
  eventDefinition(FeeScheduleApproved),
  eventDefinition(InvoiceIssued),
];
