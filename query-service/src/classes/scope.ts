import { classesModel, tableOf, type Principal } from '@chikoro/contracts';
import type { Params } from '../listing/resource';
import { ownSchool, taughtBy } from '../scope';

const classes = tableOf(classesModel, 'classes');
const assignments = tableOf(classesModel, 'class_assignments');

/**
 * Who reads which classes, from the token only: the superadmin every school; an admin their school;
 * a teacher the classes of their school they teach, as class teacher or assigned a subject there.
 */
export function classScope(principal: Principal, params: Params): string | undefined {
  const school = ownSchool('school_id')(principal, params);
  if (principal.role !== 'TEACHER') return school;
  const taught = taughtBy(principal, params, { table: classes, teacher: 'class_teacher_id', id: 'id' }, { table: assignments, teacher: 'teacher_id', id: 'class_id' });
  return `${school} AND id IN ${taught}`;
}
