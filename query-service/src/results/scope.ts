import { resultsModel, tableOf, type Principal } from '@chikoro/contracts';
import { UUID, type FilterBuilder, type Params } from '../listing/resource';
import { familyOf } from '../parents/family';

const NO_ONE = '00000000-0000-0000-0000-000000000000';
const teaching = tableOf(resultsModel, 'results_teaching');
const parents = tableOf(resultsModel, 'results_parents');

/**
 * Who sees which results and cards, from the token: the superadmin every school; an admin their
 * school; a teacher the classes they teach there (a subject, the class teacher's role, or an exam);
 * a student their own; a parent the children linked to them at any school of their family (`familyOf`).
 * Any other role sees nothing.
 */
export function resultsScope(columns: { school: string; class: string; student: string }) {
  return (principal: Principal, params: Params): string | undefined => {
    // Added only where used: an unused parameter has no type Postgres can determine.
    const me = () => params.add(principal.userId);
    // Compared as a uuid, so the column's index serves it (an id that is not one matches nobody).
    const meAsId = () => `${params.add(UUID.test(principal.userId) ? principal.userId : NO_ONE)}::uuid`;
    const school = () => `${columns.school} = ${params.add(principal.schoolId ?? NO_ONE)}::uuid`;
    switch (principal.role) {
      case 'SUPERADMIN': return undefined;
      case 'ADMIN': return school();
      case 'TEACHER': return `${school()} AND ${columns.class} IN (SELECT class_id FROM ${teaching} WHERE teacher_id = ${meAsId()})`;
      case 'STUDENT': return `${school()} AND ${columns.student} = ${meAsId()}`;
      case 'PARENT': return `${columns.student} IN (SELECT student_id FROM ${parents} WHERE parent_id IN ${familyOf(me())})`;
      default: return 'false';
    }
  };
}

/** true or false (as JSON or text); anything else is a 400. */
export const equalsBoolean = (column: string): FilterBuilder => (value, params) => {
  if (value !== true && value !== false && value !== 'true' && value !== 'false') throw new RangeError(`${column} must be true or false`);
  return `${column} = ${params.add(value === true || value === 'true')}`;
};

/** Equality on a uuid column, one id or a list; anything that is not an id is a 400, never SQL. */
export const equalsId = (column: string): FilterBuilder => (value, params) => {
  if (value === undefined || value === null || value === '') return undefined;
  const ids = (Array.isArray(value) ? value : [value]).map(String);
  if (!ids.every((id) => UUID.test(id))) throw new RangeError(`${column.replace(/^\w+\./, '')} must be an id or a list of ids`);
  return `${column} = ANY(${params.add(ids.map((id) => id.toLowerCase()))}::uuid[])`;
};

/** A school's staff read their school's rows; the superadmin every school. */
export const ownSchool = (column: string) => (principal: Principal, params: Params): string | undefined =>
  principal.role === 'SUPERADMIN' ? undefined : `${column} = ${params.add(principal.schoolId ?? NO_ONE)}::uuid`;
