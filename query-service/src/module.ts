import type { Router } from 'express';
import type pg from 'pg';
import type { Clock } from '@chikoro/platform';
import type { Consistency } from './consistency';
import type { ListResource } from './listing/resource';

export interface QueryDeps {
  pool: pg.Pool;
  consistency: Consistency;
  /** Where the site is served: links printed on documents (a report card's verification page). */
  publicUrl: string;
  /** Rate limits of the public read endpoints, and how long a streamed download may last (defaults in the configuration). */
  publicLimits: PublicReadLimits;
  clock: Clock;
}

/** The configuration's limits that read endpoints apply: public ones per client address and overall, downloads per request. */
export interface PublicReadLimits {
  RATE_LIMIT_VERIFICATIONS: string;
  RATE_LIMIT_PUBLIC_BURST: string;
  TRUSTED_PROXY_HOPS: number;
  /** A streamed download (the audit log's CSV) is closed after this long, and its database session given back. */
  DOWNLOAD_TIME_LIMIT_SECONDS: number;
}

/** What a business module gives the query service: list resources and any other read routes. */
export interface QueryModule {
  /** Served in the ra-data-simple-rest protocol at GET /<name> and GET /<name>/<id>. */
  resources?: readonly ListResource[];
  /** Routes that are not lists (public search, CSV, figures); mounted before the lists. */
  routes?(deps: QueryDeps): Router;
}

/** A list resource typed by its row, kept in a module's list of resources. */
export function listResource<Row>(resource: ListResource<Row>): ListResource {
  return resource as unknown as ListResource;
}
