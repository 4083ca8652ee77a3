import { Router } from 'express';
import type pg from 'pg';
import { authenticate, sessionsOf, type TokenSigner } from '@chikoro/platform';
import { Consistency } from './consistency';
import { listRoutes } from './listing/routes';
import type { ListResource } from './listing/resource';
import { enrolmentRequestsResource } from './schools/enrolmentRequests';
import { publicSchoolRoutes } from './schools/publicRoutes';
import { enquiriesResource } from './enquiries/enquiries';
import { eventTypesResource, eventsResource, peopleResource } from './audit/events';
import { auditCsvRoutes } from './audit/routes';
import { notificationRoutes } from './notifications/routes';
import { statisticsRoutes } from './statistics/routes';

export const listResources: readonly ListResource[] = [enrolmentRequestsResource as unknown as ListResource, enquiriesResource as unknown as ListResource,
  eventsResource as unknown as ListResource, eventTypesResource as unknown as ListResource, peopleResource as unknown as ListResource];

/** The read side: list resources in the ra-data-simple-rest protocol, and public endpoints. */
export function createQueryRouter(options: { pool: pg.Pool; tokens: TokenSigner; consistencyTimeoutMs: number }): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Consistency');
    next();
  });
  router.use(authenticate(options.tokens, sessionsOf(options.pool)));
  router.use(publicSchoolRoutes(options.pool));
  const consistency = new Consistency(options.pool, options.consistencyTimeoutMs);
  router.use(auditCsvRoutes(options.pool, consistency));
  router.use(statisticsRoutes(options.pool, consistency));
  router.use(notificationRoutes(options.pool, consistency));
  router.use(listRoutes(options.pool, listResources, consistency));
  return router;
}
