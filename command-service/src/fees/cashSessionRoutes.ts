import { randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  authMessages,
  paymentsStream,
  type CashSessionCommand,
  type CommandContext,
  type PaymentEvent,
} from '@chikoro/contracts';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { paymentDecider } from './decidePayments';
import type { PaymentsState } from './payments';

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/**
 * OpenCashSession and CloseCashSession on the school's payments stream: a payment and a close
 * cannot pass each other, so what a close expects is every payment recorded in the session.
 */
export function registerCashSessionCommands(registry: CommandRegistry): void {
  const payments = { decider: paymentDecider, retriesOnConflict: 20 };
  registry.register<CashSessionCommand & { schoolId: string }, PaymentsState, PaymentEvent>({
    ...payments,
    type: 'OpenCashSession',
    streamId: (c) => paymentsStream(c.schoolId),
    parse: (req, ctx) => {
      parseInput('OpenCashSession', req.body ?? {});
      return { type: 'OpenCashSession', sessionId: randomUUID(), schoolId: schoolOf(ctx) };
    },
    answer: (c) => (c.type === 'OpenCashSession' ? { sessionId: c.sessionId } : {}),
  });
  registry.register<CashSessionCommand & { schoolId: string }, PaymentsState, PaymentEvent>({
    ...payments,
    type: 'CloseCashSession',
    streamId: (c) => paymentsStream(c.schoolId),
    parse: (req, ctx) => ({
      type: 'CloseCashSession',
      ...parseInput('CloseCashSession', req.body),
      schoolId: schoolOf(ctx),
    }),
  });
}
