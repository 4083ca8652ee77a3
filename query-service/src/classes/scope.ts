import type { Principal } from '@chikoro/contracts';
import type { Params } from '../listing/resource';
import { ownSchool, taughtBy, teachesClass } from '../scope';

/**
 * Who reads which classes, from the token only: the superadmin every school; an admin their school;
 * a teacher the classes of their school they teach, as class teacher or assigned a subject there
 * (the membership read model's).
 */
export function classScope(principal: Principal, params: Params): string | undefined {
  const school = ownSchool('school_id')(principal, params);
  if (principal.role !== 'TEACHER') return school;
  return `${school} AND id IN ${taughtBy(principal, params, teachesClass)}`;
}
