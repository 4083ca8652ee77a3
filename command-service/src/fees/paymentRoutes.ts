import { randomBytes, randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  NotFoundError,
  authMessages,
  billingStream,
  exchangeRatesStream,
  feeMessages as m,
  paymentsStream,
  schoolDate,
  type BillingEvent,
  type CommandContext,
  type OpenLine,
  type PaymentEvent,
  type RecordPayment,
  type ReversePayment,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import type pg from 'pg';
import { fold } from '../commands/decider';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { schoolSetupOf } from '../setup/reader';
import { studentRefOf } from '../students/placement';
import { exchangeRateDecider } from './decideRates';
import { paymentDecider, receiptNumber } from './decidePayments';
import { familyOf } from './family';
import type { PaymentsState } from './payments';

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/** Every line of the family's invoices, from each of the school's terms' billing. */
async function familyLines(
  store: EventStore,
  schoolId: string,
  studentIds: readonly string[],
): Promise<OpenLine[]> {
  const setup = await schoolSetupOf(store, schoolId);
  const family = new Set(studentIds);
  const lines: OpenLine[] = [];
  for (const term of Object.values(setup.terms)) {
    for (const event of (await store.readStream(billingStream(term.termId))).map(
      decodeEvent,
    ) as BillingEvent[]) {
      if (event.type !== 'InvoiceIssued' || !family.has(event.data.studentId)) continue;
      const { invoiceId, studentId, studentName, termName } = event.data;
      for (const l of event.data.lines)
        lines.push({
          invoiceId,
          studentId,
          studentName,
          termName,
          feeItemId: l.feeItemId,
          name: l.name,
          category: l.category,
          dueDate: l.dueDate,
          amount: l.amount,
        });
    }
  }
  return lines;
}

/** The school's official ZiG rate of the day, if one was recorded. */
async function rateOn(store: EventStore, schoolId: string, date: string): Promise<string | null> {
  return (
    fold(
      exchangeRateDecider,
      (await store.readStream(exchangeRatesStream(schoolId))).map(decodeEvent),
    ).days[date]?.rate ?? null
  );
}

/** Ten characters a person can read back from a receipt, to check it at /verify/<code>. */
const verificationCode = () =>
  randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10).toUpperCase();

/**
 * RecordPayment and ReversePayment on the school's payments stream. The learner (or the family
 * account, named by its lowest learner id), the family's invoice lines and the day's rate are found
 * here; the receipt number is the decider's, from the stream: two cashiers at once append at the
 * same revision, one wins and the other folds again and takes the next number.
 */
export function registerPaymentCommands(
  registry: CommandRegistry,
  { store, pool }: { store: EventStore; pool: pg.Pool },
): void {
  const payments = { decider: paymentDecider, retriesOnConflict: 20 };

  registry.register<RecordPayment & { schoolId: string }, PaymentsState, PaymentEvent>({
    ...payments,
    type: 'RecordPayment',
    streamId: (c) => paymentsStream(c.schoolId),
    async parse(req, ctx) {
      const input = parseInput('RecordPayment', req.body);
      const schoolId = schoolOf(ctx);
      const payer = input.studentId ?? input.accountId ?? '';
      const { ref } = await studentRefOf(store, schoolId, payer).catch(() => {
        throw new NotFoundError(m.studentNotFound, [
          { field: input.studentId ? 'studentId' : 'accountId', message: m.studentNotFound },
        ]);
      });
      const family = await familyOf(pool, schoolId, payer);
      const date = input.date ?? schoolDate(ctx.now);
      return {
        type: 'RecordPayment',
        schoolId,
        paymentId: randomUUID(),
        verificationCode: verificationCode(),
        accountId: family.accountId,
        payerStudentId: payer,
        payerName: ref.studentName,
        studentIds: family.studentIds,
        lines: await familyLines(store, schoolId, family.studentIds),
        amount: input.amount,
        channel: input.channel,
        reference: input.reference || null,
        date,
        rate: input.amount.currency === 'ZWG' ? await rateOn(store, schoolId, date) : null,
        directed: input.allocations ?? null,
      };
    },
    answer: (c, state) => ({
      paymentId: c.paymentId,
      receiptNo: receiptNumber(c.date.slice(0, 4), (state.numbered[c.date.slice(0, 4)] ?? 0) + 1),
    }),
  });

  registry.register<ReversePayment & { schoolId: string }, PaymentsState, PaymentEvent>({
    ...payments,
    type: 'ReversePayment',
    streamId: (c) => paymentsStream(c.schoolId),
    parse: (req, ctx) => ({
      type: 'ReversePayment',
      ...parseInput('ReversePayment', req.body),
      schoolId: schoolOf(ctx),
    }),
    answer: (c, state) => ({ receiptNo: state.payments[c.paymentId]?.receiptNo ?? null }),
  });
}
