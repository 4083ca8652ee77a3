import { Router } from 'express';
import {
  NotFoundError,
  attendanceModel,
  examsModel,
  resultsModel,
  schoolSetupModel,
  termClosesModel,
  termCloseMessages as m,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { UUID } from '../listing/resource';
import type { QueryDeps } from '../module';
import { readTermCloseReport } from './report';

/**
 * GET /term-close/<termId>: the school's admin's view of a term before closing it — whether it is
 * closed, and what is still open. Another school's term (or no such term) is not found.
 */
export function termCloseRoutes({ pool, consistency }: QueryDeps): Router {
  const router = Router();
  router.get('/term-close/:termId', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN']);
    const termId = String(req.params.termId).toLowerCase();
    if (!UUID.test(termId) || !principal.schoolId) throw new NotFoundError(m.termNotFound);
    for (const model of [
      termClosesModel,
      schoolSetupModel,
      examsModel,
      resultsModel,
      attendanceModel,
    ])
      await consistency.waitFor(req, res, model.name);
    const report = await readTermCloseReport(pool, principal.schoolId, termId);
    if (!report) throw new NotFoundError(m.termNotFound);
    res.json(report);
  });
  return router;
}
