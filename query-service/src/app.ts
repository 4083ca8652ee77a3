import { Router } from 'express';
import type pg from 'pg';
import { authenticate, rejectMalformedInput, sessionsOf, type ReadModelChanges, type TokenSigner } from '@chikoro/platform';
import { Consistency } from './consistency';
import { Pages } from './listing/pages';
import { Repeats } from './listing/repeats';
import { listRoutes } from './listing/routes';
import type { ListResource } from './listing/resource';
import type { PublicReadLimits, QueryModule } from './module';
import { queryModules } from './modules';

const defaultPublicReadLimits: PublicReadLimits = { RATE_LIMIT_VERIFICATIONS: '30/10m', RATE_LIMIT_PUBLIC_BURST: '60/1m', TRUSTED_PROXY_HOPS: 0 };

export type { PublicReadLimits, QueryModule } from './module';
export { listResource } from './module';

/** Every list resource of these modules. */
export const resourcesOf = (modules: readonly QueryModule[]): readonly ListResource[] => modules.flatMap((m) => m.resources ?? []);
export const listResources: readonly ListResource[] = resourcesOf(queryModules);

export interface QueryServiceOptions {
  pool: pg.Pool;
  tokens: TokenSigner;
  consistencyTimeoutMs: number;
  publicUrl: string;
  publicLimits?: Partial<PublicReadLimits>;
  modules?: readonly QueryModule[];
  /** The read-model changes listened to: with them, list pages are kept in memory until their read model changes. */
  changes?: ReadModelChanges;
  /** Where the router is mounted (the requests Repeats looks at): /api by default. */
  mountedAt?: string;
}

/** The read side: list resources in the ra-data-simple-rest protocol, and public endpoints. */
export function createQueryRouter(options: QueryServiceOptions): Router {
  return createQueryService(options).router;
}

/**
 * The read side's router and, when pages are kept, what answers repeated requests for kept pages
 * before the app is entered (Repeats): the server puts `front` before its app (see withFront).
 */
export function createQueryService(options: QueryServiceOptions): { router: Router; repeats?: Repeats } {
  const modules = options.modules ?? queryModules;
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Consistency, X-Total-Estimated');
    next();
  });
  router.use(rejectMalformedInput);
  const sessions = sessionsOf(options.pool);
  router.use(authenticate(options.tokens, sessions));
  const consistency = new Consistency(options.pool, options.consistencyTimeoutMs);
  const publicLimits = { ...defaultPublicReadLimits, ...options.publicLimits };
  for (const module of modules) if (module.routes) router.use(module.routes({ pool: options.pool, consistency, publicUrl: options.publicUrl, publicLimits }));
  const memory = options.changes && { changes: options.changes, pages: new Pages() };
  router.use(listRoutes(options.pool, resourcesOf(modules), consistency, memory));
  const repeats = memory && new Repeats({ ...memory, tokens: options.tokens, sessions, under: `${options.mountedAt ?? '/api'}/` });
  return { router, repeats };
}
