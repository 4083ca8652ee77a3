import { Router } from 'express';
import type pg from 'pg';
import {
  authenticate,
  rejectMalformedInput,
  sessionsOf,
  type Clock,
  type FrontOfApp,
  type ReadModelChanges,
  type TokenSigner,
} from '@chikoro/platform';
import { Consistency } from './consistency';
import { Pages } from './listing/pages';
import { Repeats } from './listing/repeats';
import { EXPOSED_HEADERS, ListFront } from './listing/front';
import { ListReader, listRoutes } from './listing/routes';
import type { ListResource } from './listing/resource';
import type { PublicReadLimits, QueryModule } from './module';
import { queryModules } from './modules';

const defaultPublicReadLimits: PublicReadLimits = {
  RATE_LIMIT_VERIFICATIONS: '30/10m',
  RATE_LIMIT_PUBLIC_BURST: '60/1m',
  TRUSTED_PROXY_HOPS: 0,
  DOWNLOAD_TIME_LIMIT_SECONDS: 600,
};

export type { PublicReadLimits, QueryModule } from './module';
export { listResource } from './module';

/** Every list resource of these modules. */
export const resourcesOf = (modules: readonly QueryModule[]): readonly ListResource[] =>
  modules.flatMap((m) => m.resources ?? []);
export const listResources: readonly ListResource[] = resourcesOf(queryModules);

export interface QueryServiceOptions {
  pool: pg.Pool;
  tokens: TokenSigner;
  consistencyTimeoutMs: number;
  /** How long an open session is trusted before its table is asked again (SESSION_CHECK_SECONDS). */
  sessionCheckMs?: number;
  publicUrl: string;
  publicLimits?: Partial<PublicReadLimits>;
  modules?: readonly QueryModule[];
  /** The read-model changes listened to: with them, list pages are kept in memory until their read model changes. */
  changes?: ReadModelChanges;
  /** The platform's clock: today's date where a read names it (the audit CSV's file name). */
  clock: Clock;
  /** Where the router is mounted (the requests Repeats looks at): /api by default. */
  mountedAt?: string;
}

/** The read side's router, and what answers some of its requests before the app is entered. */
export interface QueryService {
  router: Router;
  /** Repeated reads of kept list pages (when pages are kept). */
  repeats?: Repeats;
  /** Plain reads of list pages. */
  reads: ListFront;
  /**
   * Both, for the server to put before its app (see withFront), given the middlewares the app runs
   * ahead of this router: a repeated kept page first, then a plain read, then the app.
   */
  front(before?: readonly FrontOfApp[]): FrontOfApp;
}

/** The read side's router and what answers list reads before the app (Repeats, ListFront). */
export function createQueryService(options: QueryServiceOptions): QueryService {
  const modules = options.modules ?? queryModules;
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    next();
  });
  router.use(rejectMalformedInput);
  const sessions = sessionsOf(options.pool, options.sessionCheckMs);
  router.use(authenticate(options.tokens, sessions));
  const consistency = new Consistency(options.pool, options.consistencyTimeoutMs);
  const publicLimits = { ...defaultPublicReadLimits, ...options.publicLimits };
  for (const module of modules)
    if (module.routes)
      router.use(
        module.routes({
          pool: options.pool,
          consistency,
          publicUrl: options.publicUrl,
          publicLimits,
          clock: options.clock,
        }),
      );
  const memory = options.changes && { changes: options.changes, pages: new Pages() };
  const resources = resourcesOf(modules);
  const reader = new ListReader(options.pool, memory);
  router.use(listRoutes(options.pool, resources, consistency, reader));
  const under = `${options.mountedAt ?? '/api'}/`;
  const repeats = memory && new Repeats({ ...memory, tokens: options.tokens, sessions, under });
  const reads = new ListFront({ resources, reader, tokens: options.tokens, sessions, under });
  return {
    router,
    repeats,
    reads,
    front(before = []) {
      const read = reads.front(before);
      return repeats
        ? (req, res, next) => repeats.front(req, res, () => read(req, res, next))
        : read;
    },
  };
}
