import { Router, type Request, type Response } from 'express';
import type pg from 'pg';
import { NotFoundError, ValidationError, type Principal } from '@chikoro/contracts';
import { requirePrincipal, type ReadModelChanges } from '@chikoro/platform';
import type { Consistency } from '../consistency';
import { parseListQuery, sortColumn, type ListQuery } from './parse';
import { Pages, type Page } from './pages';
import { markRepeatable } from './repeats';
import { findRecord } from './records';
import { Params, isIdOf, type ListResource } from './resource';
import { Totals } from './totals';

const idType = (resource: ListResource) => resource.idType ?? 'uuid';

function where(clauses: (string | undefined)[]): string {
  const kept = clauses.filter((c): c is string => Boolean(c));
  return kept.length ? `WHERE ${kept.join(' AND ')}` : '';
}

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
 * One page's SQL as a reader asks for it, with its parameters, and the WHERE (and its parameters)
 * its total is counted over. `checkpointColumn` adds the column that reads the projection's
 * checkpoint in the page's own snapshot.
 */
export function pageQuery(resource: ListResource, principal: Principal, query: ListQuery, checkpointColumn: (params: unknown[]) => string) {
  const params = new Params();
  let clauses: (string | undefined)[];
  try {
    clauses = [resource.scope(principal, params)];
    const defaults = 'id' in query.filter ? {} : (resource.defaultFilter ?? {});
    for (const [key, value] of Object.entries({ ...defaults, ...query.filter })) {
      if (key === 'id') {
        const ids: unknown[] = Array.isArray(value) ? value : [value];
        if (!ids.every((id) => isIdOf(resource, id))) throw new RangeError(`id must be one ${idType(resource)} id or a list of them`);
        clauses.push(`${resource.idColumn} = ANY(${params.add(ids)}::${idType(resource)}[])`);
      } else clauses.push(resource.filters[key]!(value, params));
    }
  } catch (error) {
    if (error instanceof RangeError) throw new ValidationError(`Invalid filter: ${error.message}`);
    throw error;
  }
  const [first, last] = query.range;
  const [field, order] = query.sort;
  const filtered = where(clauses);
  const countParams = [...params.values];
  // A reader-dependent select adds its parameters after the count's, which never needs them.
  const select = resource.selectFor?.(principal, params) ?? resource.select;
  const checkpoint = checkpointColumn(params.values);
  const sql = `SELECT ${select}, ${checkpoint} FROM ${resource.from} ${filtered}
    ORDER BY ${sortColumn(resource, field)} ${order}, ${resource.tieBreaker ?? resource.idColumn} ${order}
    LIMIT ${last - first + 1} OFFSET ${first}`;
  return { sql, values: params.values, filtered, countParams };
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
