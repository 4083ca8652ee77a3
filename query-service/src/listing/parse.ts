import { MAX_PAGE_SIZE, ValidationError } from '@chikoro/contracts';
import { inputProblem } from '@chikoro/platform';
import type { ListResource } from './resource';

export interface ListQuery {
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Record<string, unknown>;
}

function json(name: string, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new ValidationError(`${name} must be given once, as JSON`);
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    throw new ValidationError(`${name} is not valid JSON`);
  }
  // JSON escapes (\u0000, \ud800) make text the database cannot hold: refused here, not there.
  const problem = inputProblem(value);
  if (problem) throw new ValidationError(`${name}: ${problem.message}`);
  return value;
}

/** Every resource sorts by id (react-admin's default when a list names no sort), besides its own keys. */
export function sortColumn(resource: ListResource, field: string): string {
  return field === 'id' ? resource.idColumn : resource.sortable[field]!;
}

function sortable(resource: ListResource, field: string): boolean {
  return field === 'id' || Object.hasOwn(resource.sortable, field);
}

/** Reads sort, range and filter as ra-data-simple-rest sends them, against the resource's allow-lists. */
export function parseListQuery(resource: ListResource, query: Record<string, unknown>): ListQuery {
  const sortRaw = json('sort', query.sort) ?? resource.defaultSort;
  if (!Array.isArray(sortRaw) || sortRaw.length !== 2 || typeof sortRaw[0] !== 'string')
    throw new ValidationError('sort must be ["field","ASC"|"DESC"]');
  const [field, orderRaw] = sortRaw as [string, unknown];
  const order = String(orderRaw).toUpperCase();
  if (!sortable(resource, field)) {
    const keys = ['id', ...Object.keys(resource.sortable).filter((k) => k !== 'id')];
    throw new ValidationError(
      `Cannot sort ${resource.name} by ${field}. Sortable: ${keys.join(', ')}`,
    );
  }
  if (order !== 'ASC' && order !== 'DESC')
    throw new ValidationError('sort order must be ASC or DESC');

  const rangeRaw = json('range', query.range) ?? [0, 9];
  if (
    !Array.isArray(rangeRaw) ||
    rangeRaw.length !== 2 ||
    !rangeRaw.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    rangeRaw[1] < rangeRaw[0]
  ) {
    throw new ValidationError(
      `range must be [first, last]: whole numbers from 0 to ${Number.MAX_SAFE_INTEGER}, first ≤ last`,
    );
  }
  const [first, last] = rangeRaw as [number, number];
  if (last - first + 1 > MAX_PAGE_SIZE)
    throw new ValidationError(
      `A page holds at most ${MAX_PAGE_SIZE} rows; ask for a smaller range`,
    );

  const filterRaw = json('filter', query.filter) ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw))
    throw new ValidationError('filter must be a JSON object');
  for (const key of Object.keys(filterRaw)) {
    if (key !== 'id' && !Object.hasOwn(resource.filters, key)) {
      throw new ValidationError(
        `Cannot filter ${resource.name} by ${key}. Filters: ${['id', ...Object.keys(resource.filters)].join(', ')}`,
      );
    }
  }
  return {
    sort: [field, order],
    range: [first, last],
    filter: filterRaw as Record<string, unknown>,
  };
}
