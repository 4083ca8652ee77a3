import {
  ForbiddenError,
  NotFoundError,
  ValidationError,
  feeMessages as m,
  fromWire,
  money,
  schoolDate,
  type CommandContext,
  type PaymentCommand,
  type PaymentEvent,
  type RecordPayment,
  type ReversePayment,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { feeKeepersOwn } from './keepers';
import { adjust } from './adjust';
import { applyPayment } from './allocate';
import { recordSponsorPayment } from './decideSponsorPayment';
import { closeSession, openSession } from './cashSessions';
import { decideOpeningBalance, openingLines } from './openingBalances';
import { evolvePayments, initialPaymentsState, lineKey, type PaymentsState } from './payments';

/** "2026-000042": the year of the payment's day and its number in that year. */
export const receiptNumber = (year: string, n: number): string =>
  `${year}-${String(n).padStart(6, '0')}`;

/** A payment is dated today or, by the admin, back-dated; never ahead. */
function datedToday(date: string, context: CommandContext) {
  const today = schoolDate(context.now);
  if (date > today)
    throw new ValidationError(m.paymentFuture, [{ field: 'date', message: m.paymentFuture }]);
  if (date !== today && context.actorRole !== 'ADMIN') throw new ForbiddenError(m.backDated);
}

/** The next receipt number of the payment's year; the amount applied to the family's lines; what is left is credit. */
function record(
  c: RecordPayment,
  state: PaymentsState,
  schoolId: string,
  context: CommandContext,
): PaymentEvent[] {
  datedToday(c.date, context);
  // The family's opening balances first: the oldest thing it owes.
  const lines = [...openingLines(state.openingBalances, c.studentIds), ...c.lines].map((l) => ({
    ...l,
    outstanding: money(
      l.amount.currency,
      fromWire(l.amount).minor - BigInt(state.paid[lineKey(l)] ?? '0'),
    ),
  }));
  const applied = applyPayment(c.amount, c.rate, lines, c.directed ?? []);
  const year = c.date.slice(0, 4);
  const sessionId = context.actorId ? state.openSessions[context.actorId] : undefined;
  const {
    paymentId,
    verificationCode,
    accountId,
    payerStudentId,
    payerName,
    studentIds,
    amount,
    channel,
    reference,
    date,
    rate,
    payerPhone,
    payerEmail,
  } = c;
  return [
    {
      type: 'PaymentRecorded',
      data: {
        schoolId,
        paymentId,
        receiptNo: receiptNumber(year, (state.numbered[year] ?? 0) + 1),
        verificationCode,
        accountId,
        payerStudentId,
        payerName,
        studentIds,
        amount,
        channel,
        reference,
        date,
        rate: amount.currency === 'ZWG' ? rate : null,
        ...applied,
        recordedBy: context.actorId,
        recordedAt: context.now,
        ...(sessionId ? { sessionId } : {}),
        ...(payerPhone ? { payerPhone } : {}),
        ...(payerEmail ? { payerEmail } : {}),
      },
    },
  ];
}

/** The payment no longer counts; its receipt number stays. Reversing it again is nothing to do. */
function reverse(
  c: ReversePayment,
  state: PaymentsState,
  schoolId: string,
  context: CommandContext,
): PaymentEvent[] {
  const sponsorPayment = state.sponsorPayments[c.paymentId];
  if (sponsorPayment) return reverseSponsorPayment(c, sponsorPayment, schoolId, context);
  const payment = state.payments[c.paymentId];
  if (!payment)
    throw new NotFoundError(m.paymentNotFound, [
      { field: 'paymentId', message: m.paymentNotFound },
    ]);
  if (payment.status === 'Reversed') return [];
  return [
    {
      type: 'PaymentReversed',
      data: {
        schoolId,
        paymentId: c.paymentId,
        receiptNo: payment.receiptNo,
        amount: payment.amount,
        reason: c.reason,
        payerStudentId: payment.payerStudentId,
        allocations: payment.allocations,
        credit: payment.credit,
        reversedBy: context.actorId,
        reversedAt: context.now,
      },
    },
  ];
}

/** A sponsor's payment undone: the claims it paid are owed again; its receipt number stays. */
function reverseSponsorPayment(
  c: ReversePayment,
  payment: PaymentsState['sponsorPayments'][string],
  schoolId: string,
  context: CommandContext,
): PaymentEvent[] {
  if (payment.status === 'Reversed') return [];
  const { receiptNo, sponsorId, amount, allocations, credit } = payment;
  return [
    {
      type: 'SponsorPaymentReversed',
      data: {
        schoolId,
        paymentId: c.paymentId,
        receiptNo,
        sponsorId,
        amount,
        reason: c.reason,
        allocations,
        credit,
        reversedBy: context.actorId,
        reversedAt: context.now,
      },
    },
  ];
}

/** A school's payments, taken by its fee keepers: the school is the token's, never the body's. */
export function decidePayment(
  command: PaymentCommand,
  state: PaymentsState,
  context: CommandContext,
): PaymentEvent[] {
  const schoolId = feeKeepersOwn(state.schoolId, context, m.paymentNotFound);
  switch (command.type) {
    case 'RecordPayment':
      return record(command, state, schoolId, context);
    case 'ReversePayment':
      return reverse(command, state, schoolId, context);
    case 'RecordSponsorPayment':
      datedToday(command.date, context);
      return recordSponsorPayment(command, state, schoolId, context, receiptNumber);
    case 'IssueCreditNote':
    case 'WriteOff':
      return adjust(command, state, schoolId, context);
    case 'OpenCashSession':
      return openSession(command, state, schoolId, context);
    case 'CloseCashSession':
      return closeSession(command, state, schoolId, context);
    case 'RecordOpeningBalance':
    case 'UndoOpeningBalances':
      return decideOpeningBalance(command, state, schoolId, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled payment command ${JSON.stringify(unknown)}`);
    }
  }
}

export const paymentDecider: Decider<PaymentsState, PaymentCommand, PaymentEvent> = {
  initialState: initialPaymentsState,
  decide: decidePayment,
  evolve: evolvePayments,
};
