import { Router, type Request, type Response } from 'express';
import type pg from 'pg';
import { NotFoundError, type Principal } from '@chikoro/contracts';
import { requirePrincipal, type ReadModelChanges } from '@chikoro/platform';
import type { Consistency } from '../consistency';
import { parseListQuery } from './parse';
import { Pages, stampOf, type Kept, type Page } from './pages';
import { markRepeatable } from './repeats';
import { findRecord } from './records';
import { pageQuery } from './query';
import { isIdOf, readModelsOf, type ListResource } from './resource';
import { reflectedPosition, Totals } from './totals';

/** What lets a list answer a page again without the database: the announced changes, and the pages kept. */
export interface PageMemory {
  changes: Pick<ReadModelChanges, 'stamp'>;
  pages: Pages;
}

function sendPage(req: Request, res: Response, page: Page): void {
  // The ETag express would compute on every answer, computed once per page.
  page.etag ??= (
    req.app.get('etag fn') as ((body: string, encoding: string) => string | undefined) | undefined
  )?.(page.body, 'utf8');
  if (page.etag) res.setHeader('ETag', page.etag);
  if (page.estimated) res.setHeader('X-Total-Estimated', 'true');
  res.setHeader('Content-Range', page.contentRange);
  res.type('application/json').send(page.body);
}

/** One page of one list as a reader asked for it, worked out before anything is read. */
export interface PagePlan {
  resource: ListResource;
  sql: string;
  values: unknown[];
  /** The WHERE its total is counted over, and that count's parameters. */
  filtered: string;
  countParams: unknown[];
  range: [number, number];
  /** Where the page is kept in memory, when its resource's pages are. */
  key: string | undefined;
}

/**
 * Reads list pages: a page kept in memory while its read model is unchanged, otherwise from
 * PostgreSQL with its total (see Totals). Shared by the list routes and ListFront, which answers
 * plain reads before the HTTP framework is entered.
 */
export class ListReader {
  constructor(
    private readonly pool: pg.Pool,
    readonly memory?: PageMemory,
    private readonly totals = new Totals(pool),
  ) {}

  /** The page's SQL; throws the reader's 401/403 (role) or 400 (sort, range, filter) before anything is read. */
  plan(
    resource: ListResource,
    principal: Principal | undefined,
    rawQuery: Record<string, unknown>,
  ): PagePlan {
    const reader = requirePrincipal(principal, resource.roles);
    const query = parseListQuery(resource, rawQuery);
    const { sql, values, filtered, countParams } = pageQuery(resource, reader, query, (params) =>
      this.totals.checkpointColumn(readModelsOf(resource), params),
    );
    const key = this.memory && resource.pagesKept ? Pages.key(sql, values) : undefined;
    return { resource, sql, values, filtered, countParams, range: query.range, key };
  }

  /** The page as kept in memory, if it still holds and reflects position `wanted` (X-Consistent-After). */
  kept(plan: PagePlan, wanted?: number): Kept | undefined {
    if (plan.key === undefined) return undefined;
    const kept = this.memory!.pages.find(
      plan.key,
      stampOf(this.memory!.changes, readModelsOf(plan.resource)),
    );
    return kept && (wanted === undefined || (kept.checkpoint ?? -1) >= wanted) ? kept : undefined;
  }

  /** The page read from PostgreSQL, and the same page as kept when it may be. */
  async read(plan: PagePlan): Promise<{ page: Page; kept?: Kept }> {
    const {
      resource,
      range: [first, last],
    } = plan;
    // Taken before the read: a change announced while it runs leaves the page unkept for good.
    const stamp =
      plan.key === undefined ? undefined : stampOf(this.memory!.changes, readModelsOf(resource));
    const { rows } = await this.pool.query<Record<string, unknown>>(plan.sql, plan.values);
    const size = last - first + 1;
    const pageCheckpoint = rows[0]?.__checkpoint as string | undefined;
    // A page short of full (and not past the end) is the last one: its end is the total, uncounted.
    const { total, estimated } =
      rows.length < size && (rows.length > 0 || first === 0)
        ? { total: first + rows.length, estimated: false }
        : await this.totals.total(
            {
              projection: readModelsOf(resource),
              from: resource.from,
              where: plan.filtered,
              params: plan.countParams,
            },
            pageCheckpoint,
          );
    const end = rows.length ? first + rows.length - 1 : first;
    // An estimate never hides a page already seen to be full.
    const shown = estimated && rows.length === size ? Math.max(total, end + 2) : total;
    const page: Page = {
      body: JSON.stringify(rows.map(({ __checkpoint: _, ...row }) => resource.toRecord(row))),
      contentRange: `${resource.name} ${first}-${end}/${shown}`,
      estimated,
      checkpoint: reflectedPosition(pageCheckpoint),
    };
    return {
      page,
      kept: plan.key === undefined ? undefined : this.memory!.pages.keep(plan.key, stamp, page),
    };
  }
}

/**
 * GET /<resource> (getList, getMany by filter id) and GET /<resource>/<id> for each list resource.
 * With the reader's memory, the pages of resources that declare `pagesKept` are answered from
 * memory until their projection announces a change; a read-your-writes request (X-Consistent-After)
 * takes a kept page only if it reflects that position.
 */
export function listRoutes(
  pool: pg.Pool,
  resources: readonly ListResource[],
  consistency: Consistency,
  reader = new ListReader(pool),
): Router {
  const router = Router();
  for (const resource of resources) {
    router.get(`/${resource.name}`, async (req, res) => {
      const plan = reader.plan(resource, req.principal, req.query as Record<string, unknown>);
      const wanted = consistency.wanted(req);
      const found = reader.kept(plan, wanted);
      if (found) {
        markRepeatable(res, { key: plan.key!, kept: found, projections: readModelsOf(resource) });
        return sendPage(req, res, found);
      }
      await consistency.waitFor(req, res, readModelsOf(resource), wanted);
      const { page, kept } = await reader.read(plan);
      // An answer marked stale (the wait for X-Consistent-After ran out) is not repeated.
      if (kept && !res.hasHeader('X-Consistency'))
        markRepeatable(res, { key: plan.key!, kept, projections: readModelsOf(resource) });
      sendPage(req, res, kept ?? page);
    });

    router.get(`/${resource.name}/:id`, async (req, res) => {
      const principal = requirePrincipal(req.principal, resource.roles);
      const id = String(req.params.id);
      // An id that cannot be one of this resource's is unknown (404), not a database error.
      if (!isIdOf(resource, id)) throw new NotFoundError(`No ${resource.name} record with this id`);
      await consistency.waitFor(req, res, readModelsOf(resource));
      const record = await findRecord(pool, resource, principal, id);
      if (record === undefined) throw new NotFoundError(`No ${resource.name} record with id ${id}`);
      res.json(record);
    });
  }
  return router;
}
