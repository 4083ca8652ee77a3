import { ValidationError, type Principal } from '@chikoro/contracts';
import { sortColumn, type ListQuery } from './parse';
import { Params, isIdOf, type ListResource } from './resource';

const idType = (resource: ListResource) => resource.idType ?? 'uuid';

/**
 * The WHERE of a reader's filters over a resource (its scope first), with their parameters; an
 * empty string when nothing narrows it. A filter's RangeError is the reader's 400.
 */
export function listWhere(
  resource: ListResource,
  principal: Principal,
  filter: Record<string, unknown>,
  params: Params,
): string {
  const clauses: (string | undefined)[] = [];
  try {
    clauses.push(resource.scope(principal, params));
    const defaults = 'id' in filter ? {} : (resource.defaultFilter ?? {});
    for (const [key, value] of Object.entries({ ...defaults, ...filter })) {
      if (key === 'id') {
        const ids: unknown[] = Array.isArray(value) ? value : [value];
        if (!ids.every((id) => isIdOf(resource, id)))
          throw new RangeError(`id must be one ${idType(resource)} id or a list of them`);
        clauses.push(`${resource.idColumn} = ANY(${params.add(ids)}::${idType(resource)}[])`);
      } else clauses.push(resource.filters[key]!(value, params));
    }
  } catch (error) {
    if (error instanceof RangeError) throw new ValidationError(`Invalid filter: ${error.message}`);
    throw error;
  }
  const kept = clauses.filter((c): c is string => Boolean(c));
  return kept.length ? `WHERE ${kept.join(' AND ')}` : '';
}

/** The ORDER BY of a sort: its column, then the resource's tie-breaker (its id unless it names one), the same way. */
export function listOrder(resource: ListResource, [field, order]: ListQuery['sort']): string {
  return `ORDER BY ${sortColumn(resource, field)} ${order}, ${resource.tieBreaker ?? resource.idColumn} ${order}`;
}

/**
 * One page's SQL as a reader asks for it, with its parameters, and the WHERE (and its parameters)
 * its total is counted over. `checkpointColumn` adds the column that reads the projection's
 * checkpoint in the page's own snapshot.
 */
export function pageQuery(
  resource: ListResource,
  principal: Principal,
  query: ListQuery,
  checkpointColumn: (params: unknown[]) => string,
) {
  const params = new Params();
  const filtered = listWhere(resource, principal, query.filter, params);
  const countParams = [...params.values];
  // A reader-dependent select adds its parameters after the count's, which never needs them.
  const select = resource.selectFor?.(principal, params) ?? resource.select;
  const checkpoint = checkpointColumn(params.values);
  const [first, last] = query.range;
  const sql = `SELECT ${select}, ${checkpoint} FROM ${resource.from} ${filtered}
    ${listOrder(resource, query.sort)}
    LIMIT ${last - first + 1} OFFSET ${first}`;
  return { sql, values: params.values, filtered, countParams };
}
