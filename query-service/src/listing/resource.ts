import { type Principal, type Role } from '@chikoro/contracts';
import { isWellFormedText } from '@chikoro/platform';

/** A uuid as the services and read models write it, in either case. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TEXT_ID_LENGTH = 200;

export type IdType = 'uuid' | 'text';

/** Whether a value can be an id of this resource (uuid: the canonical form; text: short, clean). */
export function isIdOf(resource: Pick<ListResource, 'idType'>, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if ((resource.idType ?? 'uuid') === 'uuid') return UUID.test(value);
  return value.length > 0 && value.length <= MAX_TEXT_ID_LENGTH && isWellFormedText(value);
}

/** Numbered SQL parameters, so filter builders never splice values into SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type FilterBuilder = (value: unknown, params: Params) => string | undefined;

/**
 * A list resource in the ra-data-simple-rest protocol: who may read it, which projection fills
 * it, and the allow-lists of sort and filter keys (anything else is a 400, never SQL).
 */
export interface ListResource<Row = Record<string, unknown>> {
  name: string;
  roles: readonly Role[];
  projection: string;
  /**
   * Other read models whose tables the scope reads (the membership: who is in a class, who teaches
   * it, whose child a student is): a read after a position waits for them too, and a kept page
   * holds only while none of them has changed either.
   */
  alsoReads?: readonly string[];
  /** FROM clause: the live table (with an alias if the select list needs one). */
  from: string;
  select: string;
  /** A select list that depends on the reader (e.g. whether they have read it); used instead of `select` when given. */
  selectFor?(principal: Principal, params: Params): string;
  idColumn: string;
  /** Orders rows of one sort key's value among themselves (unique; the id column unless given). */
  tieBreaker?: string;
  /** How ids look (uuid unless declared): an id of another shape is unknown, never a database error. */
  idType?: IdType;
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  filters: Record<string, FilterBuilder>;
  /** Filters applied when the request names neither them nor ids (e.g. teachers who left stay out until asked for). */
  defaultFilter?: Record<string, unknown>;
  /**
   * A page is a function of this projection's tables and the request alone (no clock, no other
   * projection's tables, the reader only through SQL parameters): it may be answered from memory
   * until the projection announces a change.
   */
  pagesKept?: boolean;
  /** Tenancy from the token: a WHERE fragment, or undefined where the role sees every school. */
  scope(principal: Principal, params: Params): string | undefined;
  toRecord(row: Row): unknown;
}

/** The read models a resource's pages are made of: its own projection's, then those its scope also reads. */
export const readModelsOf = (
  resource: Pick<ListResource, 'projection' | 'alsoReads'>,
): readonly string[] => [resource.projection, ...(resource.alsoReads ?? [])];

export const textSearch =
  (...columns: string[]): FilterBuilder =>
  (value, params) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const p = params.add(`%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return `(${columns.map((c) => `${c} ILIKE ${p}`).join(' OR ')})`;
  };

export const equalsOneOf =
  (column: string, allowed: readonly string[]): FilterBuilder =>
  (value, params) => {
    const values = (Array.isArray(value) ? value : [value]).map(String);
    const bad = values.find((v) => !allowed.includes(v));
    if (bad !== undefined) throw new RangeError(`${bad} is not one of ${allowed.join(', ')}`);
    if (values.length === 0) return undefined;
    // One value as an equality, so an index led by the column also gives the sort order.
    return values.length === 1
      ? `${column} = ${params.add(values[0])}`
      : `${column} = ANY(${params.add(values)})`;
  };

/** Tenancy by the token (the scope module's rule): a school's staff read their own school's rows; the superadmin every school. */
export { ownSchool } from '../scope';

/** Equality on a uuid column; anything that is not an id matches nothing rather than erroring in SQL. */
export const equalsId =
  (column: string): FilterBuilder =>
  (value, params) => {
    const values = (Array.isArray(value) ? value : [value]).map(String);
    if (
      !values.every((v) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
      )
    )
      throw new RangeError(`${column} must be an id`);
    return values.length === 0 ? undefined : `${column} = ANY(${params.add(values)}::uuid[])`;
  };
