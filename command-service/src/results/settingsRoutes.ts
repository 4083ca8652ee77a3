import { Router } from 'express';
import { ForbiddenError, authMessages, resultsSettingsStream } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { requirePrincipal } from '@chikoro/platform';
import {
  evolveResultsSettings,
  initialResultsSettings,
  type ResultsSettingsState,
} from './settings';

/** The school's results settings as its own stream says (exact at this moment). */
export async function resultsSettingsOf(
  store: EventStore,
  schoolId: string,
): Promise<ResultsSettingsState> {
  const events = await store.readStream(resultsSettingsStream(schoolId));
  return events.reduce(evolveResultsSettings, initialResultsSettings);
}

/**
 * GET /results-settings: the school's results choices as its admin last set them, read from the
 * settings' own stream (so a change shows at once): `{ sendOnPublication }`. The school's admin only.
 * GET /report-card-settings: how the school's cards look, `{ conductAndEffort, scoreFormat }`, for
 * its admin and its teachers (the mark entry page shows the conduct and effort columns by it).
 */
export function resultsSettingsRoutes(store: EventStore): Router {
  const router = Router();
  router.get('/results-settings', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN']);
    if (!principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    res.setHeader('Cache-Control', 'private, no-store');
    const { sendOnPublication } = await resultsSettingsOf(store, principal.schoolId);
    res.json({ sendOnPublication });
  });
  router.get('/report-card-settings', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'TEACHER']);
    if (!principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    const { conductAndEffort, scoreFormat } = await resultsSettingsOf(store, principal.schoolId);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ conductAndEffort, scoreFormat });
  });
  return router;
}
