import type { Role } from '@chikoro/contracts';
import { UUID, type FilterBuilder, type ListResource } from '../listing/resource';
import { ownSchool, taughtBy, teachesSubject } from '../scope';

/** Admins and teachers read their own school's set-up; the superadmin reads every school's. Students and parents: not yet. */
export const setupReaders: readonly Role[] = ['ADMIN', 'TEACHER', 'SUPERADMIN'];

/** The school from the token, never from the request (set-up rows name their school as text); the superadmin alone crosses schools. */
export const setupSchool = (column: string): ListResource['scope'] => ownSchool(column, 'text');

/** The school's subjects; a teacher only those they are assigned to teach (in any class and term: the membership read model's). */
export const subjectScope: ListResource['scope'] = (principal, params) => {
  const school = setupSchool('school_id')(principal, params);
  if (principal.role !== 'TEACHER') return school;
  return `${school} AND id IN ${taughtBy(principal, params, teachesSubject)}`;
};

/** A filter on an id column: one id or a list of them. */
export const idIs =
  (column: string, what: string): FilterBuilder =>
  (value, params) => {
    if (value === undefined || value === null || value === '') return undefined;
    const ids = (Array.isArray(value) ? value : [value]).map(String);
    if (!ids.every((id) => UUID.test(id)))
      throw new RangeError(`${what} must be an id or a list of ids`);
    return `${column} = ANY(${params.add(ids.map((id) => id.toLowerCase()))}::uuid[])`;
  };

/** schoolId as text: rows name their school as the token does. */
export const schoolIs =
  (column: string): FilterBuilder =>
  (value, params) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !UUID.test(value))
      throw new RangeError('schoolId must be an id');
    return `${column} = ${params.add(value.toLowerCase())}`;
  };

export const isTrue =
  (column: string): FilterBuilder =>
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'boolean') throw new RangeError('current must be true or false');
    return value ? column : `NOT ${column}`;
  };

/** A date column as the API speaks it: YYYY-MM-DD. */
export const isoDate = (column: string, as: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${as}`;
