import { Router } from 'express';
import {
  ForbiddenError,
  authMessages,
  receiptSettingsStream,
  type ReceiptMessagesChanged,
  type ReceiptSettingsAnswer,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { requirePrincipal } from '@chikoro/platform';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import {
  evolveReceiptSettings,
  initialReceiptSettings,
  receiptSettingsDecider,
  type ChangeReceiptMessages,
  type ReceiptSettingsState,
} from './receiptSettings';

/** ChangeReceiptMessages on the school's own stream; the school comes from the token, never the body. */
export function registerReceiptSettingsCommand(registry: CommandRegistry): void {
  registry.register<ChangeReceiptMessages, ReceiptSettingsState, ReceiptMessagesChanged>({
    type: 'ChangeReceiptMessages',
    decider: receiptSettingsDecider,
    streamId: (c) => receiptSettingsStream(c.schoolId),
    parse(req, context) {
      if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
      return {
        type: 'ChangeReceiptMessages',
        schoolId: context.schoolId,
        ...parseInput('ChangeReceiptMessages', req.body),
      };
    },
    answer: () => ({}),
  });
}

/**
 * GET /receipt-messages: whether the reader's school sends receipts by SMS and by email (both until
 * turned off), read from its own stream so a change shows at once. The school's fee keepers; the
 * school is the token's.
 */
export function receiptSettingsRoutes(store: EventStore): Router {
  const router = Router();
  router.get('/receipt-messages', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'BURSAR']);
    if (!principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    const events = await store.readStream(receiptSettingsStream(principal.schoolId));
    const { sms, email } = events.reduce(evolveReceiptSettings, initialReceiptSettings);
    const answer: ReceiptSettingsAnswer = { sms, email };
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(answer);
  });
  return router;
}
