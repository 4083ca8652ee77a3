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
  type RecordSponsorPayment,
  type ReversePayment,
  type SponsorClaimLine,
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
import { sponsorsDecider } from './decideSponsors';
import { familyPart } from './sponsorSplit';
import { sponsorsStream } from './sponsors';
import { required } from '../classes/references';
import type { PaymentsState } from './payments';

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/** Every invoice issued at the school, from each of its terms' billing. */
async function invoicesAt(
  store: EventStore,
  schoolId: string,
  keep: (studentId: string) => boolean = () => true,
) {
  const setup = await schoolSetupOf(store, schoolId);
  const invoices = [];
  for (const term of Object.values(setup.terms)) {
    const kept = (await store.readStream(billingStream(term.termId))).filter(
      (e) =>
        e.type === 'InvoiceIssued' && keep(String((e.data as { studentId?: unknown }).studentId)),
    );
    for (const event of kept.map(decodeEvent) as BillingEvent[])
      if (event.type === 'InvoiceIssued') invoices.push(event.data);
  }
  return invoices;
}

/** The sponsor's parts of the school's invoice lines: what it was claimed for. */
async function sponsorLines(
  store: EventStore,
  schoolId: string,
  sponsorId: string,
): Promise<SponsorClaimLine[]> {
  return (await invoicesAt(store, schoolId)).flatMap((i) =>
    i.lines.flatMap((l) =>
      l.sponsor?.sponsorId === sponsorId
        ? [
            {
              invoiceId: i.invoiceId,
              feeItemId: l.feeItemId,
              studentId: i.studentId,
              termId: i.termId,
              termName: i.termName,
              name: l.name,
              category: l.category,
              dueDate: l.dueDate,
              amount: l.sponsor.amount,
            },
          ]
        : [],
    ),
  );
}

/** Every line of the family's invoices, each the family's part of it (a sponsor's part is the sponsor's). */
async function familyLines(
  store: EventStore,
  schoolId: string,
  studentIds: readonly string[],
): Promise<OpenLine[]> {
  const family = new Set(studentIds);
  const lines: OpenLine[] = [];
  // Only the family's invoices are decoded: a term's billing stream holds one per learner.
  for (const invoice of await invoicesAt(store, schoolId, (id) => family.has(id))) {
    const { invoiceId, studentId, studentName, termName } = invoice;
    for (const l of invoice.lines)
      lines.push({
        invoiceId,
        studentId,
        studentName,
        termName,
        feeItemId: l.feeItemId,
        name: l.name,
        category: l.category,
        dueDate: l.dueDate,
        amount: familyPart(l),
      });
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
        ...(input.payerPhone ? { payerPhone: input.payerPhone } : {}),
        ...(input.payerEmail ? { payerEmail: input.payerEmail } : {}),
      };
    },
    answer: (c, state) => ({
      paymentId: c.paymentId,
      receiptNo: receiptNumber(c.date.slice(0, 4), (state.numbered[c.date.slice(0, 4)] ?? 0) + 1),
    }),
  });

  registry.register<RecordSponsorPayment & { schoolId: string }, PaymentsState, PaymentEvent>({
    ...payments,
    type: 'RecordSponsorPayment',
    streamId: (c) => paymentsStream(c.schoolId),
    async parse(req, ctx) {
      const input = parseInput('RecordSponsorPayment', req.body);
      const schoolId = schoolOf(ctx);
      const sponsors = fold(
        sponsorsDecider,
        (await store.readStream(sponsorsStream(schoolId))).map(decodeEvent),
      );
      const sponsor = required(sponsors.sponsors[input.sponsorId], 'sponsorId', m.sponsorNotFound);
      if (input.termId)
        required(
          (await schoolSetupOf(store, schoolId)).terms[input.termId],
          'termId',
          m.termNotFound,
        );
      return {
        type: 'RecordSponsorPayment',
        schoolId,
        paymentId: randomUUID(),
        verificationCode: verificationCode(),
        sponsorId: input.sponsorId,
        sponsorName: sponsor.name,
        lines: await sponsorLines(store, schoolId, input.sponsorId),
        amount: input.amount,
        channel: input.channel,
        reference: input.reference || null,
        date: input.date ?? schoolDate(ctx.now),
        termId: input.termId ?? null,
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
    answer: (c, state) => ({
      receiptNo:
        (state.payments[c.paymentId] ?? state.sponsorPayments[c.paymentId])?.receiptNo ?? null,
    }),
  });
}
