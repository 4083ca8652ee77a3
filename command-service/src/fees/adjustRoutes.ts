import { randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  authMessages,
  billingStream,
  paymentsStream,
  type AdjustInvoice,
  type BillingEvent,
  type CommandContext,
  type InvoiceToAdjust,
  type PaymentEvent,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { schoolSetupOf } from '../setup/reader';
import { paymentDecider } from './decidePayments';
import type { PaymentsState } from './payments';

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/** The invoice of this id in one of the school's terms' billing; null when the school has none (another school's is none). */
async function invoiceOf(
  store: EventStore,
  schoolId: string,
  invoiceId: string,
): Promise<InvoiceToAdjust | null> {
  const setup = await schoolSetupOf(store, schoolId);
  for (const term of Object.values(setup.terms)) {
    for (const event of (await store.readStream(billingStream(term.termId))).map(
      decodeEvent,
    ) as BillingEvent[]) {
      if (event.type !== 'InvoiceIssued' || event.data.invoiceId !== invoiceId) continue;
      const { studentId, studentName, termName, lines } = event.data;
      return { invoiceId, studentId, studentName, termName, lines };
    }
  }
  return null;
}

/**
 * IssueCreditNote and WriteOff on the school's payments stream, beside the payments: what an
 * invoice still owes is judged there, so a payment and a credit note cannot both take the same
 * amount (the second folds again and sees the first).
 */
export function registerAdjustmentCommands(
  registry: CommandRegistry,
  { store }: { store: EventStore },
): void {
  for (const type of ['IssueCreditNote', 'WriteOff'] as const) {
    registry.register<AdjustInvoice & { schoolId: string }, PaymentsState, PaymentEvent>({
      decider: paymentDecider,
      retriesOnConflict: 20,
      type,
      streamId: (c) => paymentsStream(c.schoolId),
      async parse(req, ctx) {
        const input = parseInput(type, req.body);
        const schoolId = schoolOf(ctx);
        return {
          type,
          schoolId,
          adjustmentId: randomUUID(),
          invoiceId: input.invoiceId,
          invoice: await invoiceOf(store, schoolId, input.invoiceId),
          amount: input.amount,
          reason: input.reason,
        };
      },
      answer: (c) =>
        type === 'IssueCreditNote'
          ? { creditNoteId: c.adjustmentId }
          : { writeOffId: c.adjustmentId },
    });
  }
}
