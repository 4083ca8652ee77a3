import type pg from 'pg';
import type { Principal } from '@chikoro/contracts';
import { Params, isIdOf, type ListResource } from './resource';

const where = (clauses: (string | undefined)[]) => {
  const kept = clauses.filter((c): c is string => Boolean(c));
  return kept.length ? `WHERE ${kept.join(' AND ')}` : '';
};

/**
 * One record as GET /<resource>/<id> answers it, under the resource's scope for this principal:
 * what another route (a PDF, an export) may show is exactly what the list may show.
 */
export async function findRecord(
  pool: pg.Pool,
  resource: ListResource,
  principal: Principal,
  id: string,
): Promise<unknown> {
  if (!isIdOf(resource, id)) return undefined;
  const params = new Params();
  const select = resource.selectFor?.(principal, params) ?? resource.select;
  const idClause = `${resource.idColumn} = ${params.add(id)}::${resource.idType ?? 'uuid'}`;
  const { rows } = await pool.query(
    `SELECT ${select} FROM ${resource.from} ${where([resource.scope(principal, params), idClause])}`,
    params.values,
  );
  return rows[0] ? resource.toRecord(rows[0] as Record<string, unknown>) : undefined;
}

/**
 * Every record matching the resource's own filters (by their API names), under its scope for
 * this principal, or under none when `principal` is null (a public route that reveals only
 * what it picks from the records). A filter the resource does not have is a programming error.
 */
export async function findRecords(
  pool: pg.Pool,
  resource: ListResource,
  principal: Principal | null,
  filter: Record<string, unknown>,
  limit = 1000,
): Promise<unknown[]> {
  const params = new Params();
  const clauses = [principal ? resource.scope(principal, params) : undefined];
  for (const [key, value] of Object.entries(filter)) {
    const build = resource.filters[key];
    if (!build) throw new Error(`${resource.name} has no filter ${key}`);
    clauses.push(build(value, params));
  }
  const select = (principal && resource.selectFor?.(principal, params)) || resource.select;
  const { rows } = await pool.query(
    `SELECT ${select} FROM ${resource.from} ${where(clauses)} ORDER BY ${resource.idColumn} LIMIT ${limit}`,
    params.values,
  );
  return rows.map((row) => resource.toRecord(row as Record<string, unknown>));
}
