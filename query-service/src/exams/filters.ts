import { type Principal } from '@chikoro/contracts';
import { UUID, type FilterBuilder, type Params } from '../listing/resource';
import { isMe, ownSchool } from '../scope';

/** Equality on a uuid column; anything that is not an id is a 400, never a database error. */
export const equalsUuid =
  (column: string): FilterBuilder =>
  (value, params) => {
    const values = (Array.isArray(value) ? value : [value]).map(String);
    if (!values.every((v) => UUID.test(v))) throw new RangeError(`${column} must be an id`);
    return values.length === 0 ? undefined : `${column} = ANY(${params.add(values)}::uuid[])`;
  };

/**
 * Tenancy from the token: the superadmin reads every school; an admin their school; a teacher only
 * the exams they teach (and those exams' marks and history).
 */
export const examScope =
  (schoolColumn: string, teacherColumn: string) =>
  (principal: Principal, params: Params): string | undefined => {
    const school = ownSchool(schoolColumn)(principal, params);
    return principal.role === 'TEACHER'
      ? `${school} AND ${isMe(teacherColumn)(principal, params)}`
      : school;
  };
