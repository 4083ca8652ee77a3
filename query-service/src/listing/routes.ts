import { Router, type Request, type Response } from 'express';
import type pg from 'pg';
import { NotFoundError } from '@chikoro/contracts';
import { requirePrincipal, type ReadModelChanges } from '@chikoro/platform';
import type { Consistency } from '../consistency';
import { parseListQuery } from './parse';
import { Pages, type Page } from './pages';
import { markRepeatable } from './repeats';
import { findRecord } from './records';
import { pageQuery } from './query';
import { isIdOf, type ListResource } from './resource';
import { Totals } from './totals';

/** What lets a list answer a page again without the database: the announced changes, and the pages kept. */
export interface PageMemory {
  changes: Pick<ReadModelChanges, 'stamp'>;
  pages: Pages;
}

function sendPage(req: Request, res: Response, page: Page): void {
  // The ETag express would compute on every answer, computed once per page.
  page.etag ??= (req.app.get('etag fn') as ((body: string, encoding: string) => string | undefined) | undefined)?.(page.body, 'utf8');
  if (page.etag) res.setHeader('ETag', page.etag);
  if (page.estimated) res.setHeader('X-Total-Estimated', 'true');
  res.setHeader('Content-Range', page.contentRange);
  res.type('application/json').send(page.body);
}

/**
 * GET /<resource> (getList, getMany by filter id) and GET /<resource>/<id> for each list resource.
 * With `memory`, the pages of resources that declare `pagesKept` are answered from memory until
 * their projection announces a change; a read-your-writes request (X-Consistent-After) takes a
 * kept page only if it reflects that position.
 */
export function listRoutes(pool: pg.Pool, resources: readonly ListResource[], consistency: Consistency, memory?: PageMemory, totals = new Totals(pool)): Router {
  const router = Router();
  for (const resource of resources) {
    router.get(`/${resource.name}`, async (req, res) => {
      const principal = requirePrincipal(req.principal, resource.roles);
      const query = parseListQuery(resource, req.query as Record<string, unknown>);
      const wanted = consistency.wanted(req);
      const { sql, values, filtered, countParams } = pageQuery(resource, principal, query, (params) => totals.checkpointColumn(resource.projection, params));
      const [first, last] = query.range;
      const key = memory && resource.pagesKept ? Pages.key(sql, values) : undefined;
      if (key !== undefined) {
        const kept = memory!.pages.find(key, memory!.changes.stamp(resource.projection));
        if (kept && (wanted === undefined || (kept.checkpoint ?? -1) >= wanted)) {
          markRepeatable(res, { key, kept, projection: resource.projection });
          return sendPage(req, res, kept);
        }
      }
      await consistency.waitFor(req, res, resource.projection, wanted);
      // Taken before the read: a change announced while it runs leaves the page unkept for good.
      const stamp = key === undefined ? undefined : memory!.changes.stamp(resource.projection);
      const { rows } = await pool.query<Record<string, unknown>>(sql, values);
      const size = last - first + 1;
      const pageCheckpoint = rows[0]?.__checkpoint as string | undefined;
      // A page short of full (and not past the end) is the last one: its end is the total, uncounted.
      const { total, estimated } = rows.length < size && (rows.length > 0 || first === 0)
        ? { total: first + rows.length, estimated: false }
        : await totals.total({ projection: resource.projection, from: resource.from, where: filtered, params: countParams }, pageCheckpoint);
      const end = rows.length ? first + rows.length - 1 : first;
      // An estimate never hides a page already seen to be full.
      const shown = estimated && rows.length === size ? Math.max(total, end + 2) : total;
      const page: Page = {
        body: JSON.stringify(rows.map(({ __checkpoint: _, ...row }) => resource.toRecord(row))),
        contentRange: `${resource.name} ${first}-${end}/${shown}`,
        estimated,
        checkpoint: pageCheckpoint === undefined ? undefined : Number(pageCheckpoint),
      };
      const kept = key === undefined ? undefined : memory!.pages.keep(key, stamp, page);
      // An answer marked stale (the wait for X-Consistent-After ran out) is not repeated.
      if (kept && !res.hasHeader('X-Consistency')) markRepeatable(res, { key: key!, kept, projection: resource.projection });
      sendPage(req, res, kept ?? page);
    });

    router.get(`/${resource.name}/:id`, async (req, res) => {
      const principal = requirePrincipal(req.principal, resource.roles);
      const id = String(req.params.id);
      // An id that cannot be one of this resource's is unknown (404), not a database error.
      if (!isIdOf(resource, id)) throw new NotFoundError(`No ${resource.name} record with this id`);
      await consistency.waitFor(req, res, resource.projection);
      const record = await findRecord(pool, resource, principal, id);
      if (record === undefined) throw new NotFoundError(`No ${resource.name} record with id ${id}`);
      res.json(record);
    });
  }
  return router;
}
