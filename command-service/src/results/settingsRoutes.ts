import { Router } from 'express';
import { ForbiddenError, authMessages, resultsSettingsStream } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { requirePrincipal } from '@chikoro/platform';
import { evolveResultsSettings, initialResultsSettings } from './settings';

/**
 * GET /results-settings: the school's results choices as its admin last set them, read from the
 * settings' own stream (so a change shows at once): `{ sendOnPublication }`. The school's admin only.
 */
export function resultsSettingsRoutes(store: EventStore): Router {
  const router = Router();
  router.get('/results-settings', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN']);
    if (!principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    const events = await store.readStream(resultsSettingsStream(principal.schoolId));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(events.reduce(evolveResultsSettings, initialResultsSettings));
  });
  return router;
}
