import { Router } from 'express';
import type pg from 'pg';
import { authenticate, type TokenSigner } from '@chikoro/platform';
import { Consistency } from './consistency';
import { listRoutes } from './listing/routes';
import type { ListResource } from './listing/resource';
import { enrolmentRequestsResource } from './schools/enrolmentRequests';
import { publicSchoolRoutes } from './schools/publicRoutes';

export const listResources: readonly ListResource[] = [enrolmentRequestsResource as unknown as ListResource];

/** The read side: list resources in the ra-data-simple-rest protocol, and public endpoints. */
export function createQueryRouter(options: { pool: pg.Pool; tokens: TokenSigner; consistencyTimeoutMs: number }): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Consistency');
    next();
  });
  router.use(authenticate(options.tokens));
  router.use(publicSchoolRoutes(options.pool));
  router.use(listRoutes(options.pool, listResources, new Consistency(options.pool, options.consistencyTimeoutMs)));
  return router;
}
