import { Router } from 'express';
import {
  ForbiddenError,
  authMessages,
  paymentDetailsStream,
  type PaymentDetailsAnswer,
  type PaymentDetailsChanged,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { requirePrincipal } from '@chikoro/platform';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import {
  evolvePaymentDetails,
  initialPaymentDetails,
  paymentDetailsDecider,
  type ChangePaymentDetails,
  type PaymentDetailsState,
} from './paymentDetails';

/** ChangePaymentDetails on the school's own stream; the school comes from the token, never the body. */
export function registerPaymentDetailsCommand(registry: CommandRegistry): void {
  registry.register<ChangePaymentDetails, PaymentDetailsState, PaymentDetailsChanged>({
    type: 'ChangePaymentDetails',
    decider: paymentDetailsDecider,
    streamId: (c) => paymentDetailsStream(c.schoolId),
    parse(req, context) {
      if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
      return {
        type: 'ChangePaymentDetails',
        schoolId: context.schoolId,
        ...parseInput('ChangePaymentDetails', req.body),
      };
    },
    answer: () => ({}),
  });
}

/**
 * GET /payment-details: how the reader's school takes fees (bank account, mobile-money wallets,
 * notes), read from its own stream so a change shows at once; `{ details: null }` while none were
 * set. The school's admin, parents and students; the school is the token's.
 */
export function paymentDetailsRoutes(store: EventStore): Router {
  const router = Router();
  router.get('/payment-details', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'PARENT', 'STUDENT']);
    if (!principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    const events = await store.readStream(paymentDetailsStream(principal.schoolId));
    const answer: PaymentDetailsAnswer = {
      details: events.reduce(evolvePaymentDetails, initialPaymentDetails).details,
    };
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(answer);
  });
  return router;
}
