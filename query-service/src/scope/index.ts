import { NIL_UUID, type Principal } from '@chikoro/contracts';
import { UUID, type Params } from '../listing/resource';

export { familyOf, childrenOf, type ParentLinks } from './family';

/**
 * The read side's rule of access, one function per rule, each a WHERE fragment built from the token
 * alone (never from the request):
 * - `ownSchool`: a school's people read their school's rows; the superadmin every school.
 * - `taughtBy`: a teacher, the classes (or subjects) they teach: as class teacher or assigned a subject.
 * - `childrenOf` / `familyOf`: a parent, the children linked to them at any school of their family.
 * - `isMe`: a student themselves, a teacher their own rows.
 * Each read model names where it keeps who teaches what and who is whose parent (its own copy,
 * filled by its projection), so a module's lists read its own tables and the family's.
 */

/** Tenancy by the token: `undefined` (every school) for the superadmin; else the token's school, or nobody's. */
export const ownSchool = (column: string, idType: 'uuid' | 'text' = 'uuid') => (principal: Principal, params: Params): string | undefined => {
  if (principal.role === 'SUPERADMIN') return undefined;
  const school = params.add(principal.schoolId ?? NIL_UUID);
  return idType === 'uuid' ? `${column} = ${school}::uuid` : `${column} = ${school}`;
};

/** The token's person as a uuid parameter; an id that is not a uuid matches nobody (compared as a uuid, a column's index serves it). */
export const me = (principal: Principal, params: Params): string => `${params.add(UUID.test(principal.userId) ? principal.userId : NIL_UUID)}::uuid`;

/** This column names the token's person. */
export const isMe = (column: string) => (principal: Principal, params: Params): string => `${column} = ${me(principal, params)}`;

/** Where a read model keeps one relation of a teacher to classes or subjects: `table.id` taught by `table.teacher`. */
export interface Teaching { table: string; teacher: string; id: string }

/**
 * The ids (classes, or subjects) a teacher teaches, as a SQL subquery, from the read model's
 * relations: class teacher, subject assignments, or both (a union).
 */
export const taughtBy = (principal: Principal, params: Params, ...relations: readonly Teaching[]): string => {
  const teacher = me(principal, params);
  return `(${relations.map((r) => `SELECT ${r.id} FROM ${r.table} WHERE ${r.teacher} = ${teacher}`).join(' UNION ')})`;
};
