import { classesModel, tableOf, type Principal } from '@chikoro/contracts';
import type { Params } from '../listing/resource';

const assignments = tableOf(classesModel, 'class_assignments');
const NO_SCHOOL = '00000000-0000-0000-0000-000000000000';

/**
 * Who reads which classes, from the token only: the superadmin every school; an admin their school;
 * a teacher the classes of their school they teach, as class teacher or assigned a subject there.
 */
export function classScope(principal: Principal, params: Params): string | undefined {
  if (principal.role === 'SUPERADMIN') return undefined;
  const school = `school_id = ${params.add(principal.schoolId ?? NO_SCHOOL)}::uuid`;
  if (principal.role !== 'TEACHER') return school;
  const me = params.add(principal.userId);
  return `${school} AND (class_teacher_id = ${me}::uuid OR id IN (SELECT class_id FROM ${assignments} WHERE teacher_id = ${me}::uuid))`;
}
