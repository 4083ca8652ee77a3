import { Router } from 'express';
import type pg from 'pg';
import { NotFoundError, ValidationError } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { Consistency } from '../consistency';
import { parseListQuery, sortColumn } from './parse';
import { Params, isIdOf, type ListResource } from './resource';

const idType = (resource: ListResource) => resource.idType ?? 'uuid';

function where(clauses: (string | undefined)[]): string {
  const kept = clauses.filter((c): c is string => Boolean(c));
  return kept.length ? `WHERE ${kept.join(' AND ')}` : '';
}

/** GET /<resource> (getList, getMany by filter id) and GET /<resource>/<id> for each list resource. */
export function listRoutes(pool: pg.Pool, resources: readonly ListResource[], consistency: Consistency): Router {
  const router = Router();
  for (const resource of resources) {
    router.get(`/${resource.name}`, async (req, res) => {
      const principal = requirePrincipal(req.principal, resource.roles);
      const query = parseListQuery(resource, req.query as Record<string, unknown>);
      await consistency.waitFor(req, res, resource.projection);
      const params = new Params();
      const select = resource.selectFor?.(principal, params) ?? resource.select;
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
      const sql = `SELECT ${select}, count(*) OVER () AS __total FROM ${resource.from} ${where(clauses)}
        ORDER BY ${sortColumn(resource, field)} ${order}, ${resource.idColumn} ${order}
        LIMIT ${last - first + 1} OFFSET ${first}`;
      const { rows } = await pool.query<Record<string, unknown>>(sql, params.values);
      let total = Number(rows[0]?.__total ?? 0);
      if (rows.length === 0 && first > 0) {
        // Counted over the same select, so every parameter (a reader-dependent select's too) is in use.
        const counted = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM (SELECT ${select} FROM ${resource.from} ${where(clauses)}) counted`, params.values);
        total = Number(counted.rows[0]?.n ?? 0);
      }
      const end = rows.length ? first + rows.length - 1 : first;
      res.setHeader('Content-Range', `${resource.name} ${first}-${end}/${total}`);
      res.json(rows.map(({ __total: _, ...row }) => resource.toRecord(row)));
    });

    router.get(`/${resource.name}/:id`, async (req, res) => {
      const principal = requirePrincipal(req.principal, resource.roles);
      const id = String(req.params.id);
      // An id that cannot be one of this resource's is unknown (404), not a database error.
      if (!isIdOf(resource, id)) throw new NotFoundError(`No ${resource.name} record with this id`);
      await consistency.waitFor(req, res, resource.projection);
      const params = new Params();
      const select = resource.selectFor?.(principal, params) ?? resource.select;
      const idClause = `${resource.idColumn} = ${params.add(id)}::${idType(resource)}`;
      const { rows } = await pool.query(`SELECT ${select} FROM ${resource.from} ${where([resource.scope(principal, params), idClause])}`, params.values);
      if (!rows[0]) throw new NotFoundError(`No ${resource.name} record with id ${id}`);
      res.json(resource.toRecord(rows[0] as Record<string, unknown>));
    });
  }
  return router;
}
