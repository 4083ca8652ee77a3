import { resultsModel, tableOf, type Principal } from '@chikoro/contracts';
import { UUID, type FilterBuilder, type Params } from '../listing/resource';
import { childrenOf, isMe, ownSchool, taughtBy, teachesClass } from '../scope';

/** An exam's teacher reads its class's results, as a teacher of the class does. */
const setsExams = {
  table: tableOf(resultsModel, 'results_exams'),
  teacher: 'teacher_id',
  id: 'class_id',
};

/**
 * Who sees which results and cards, from the token: the superadmin every school; an admin their
 * school; a teacher the classes they teach there (a subject, the class teacher's role, or an exam);
 * a student their own; a parent the children linked to them at any school of their family.
 * Any other role sees nothing. Who teaches a class and whose child a student is come from the
 * membership read model (each list names it in `alsoReads`).
 */
export function resultsScope(columns: { school: string; class: string; student: string }) {
  return (principal: Principal, params: Params): string | undefined => {
    // Added only where used: an unused parameter has no type Postgres can determine.
    const school = () => ownSchool(columns.school)(principal, params);
    switch (principal.role) {
      case 'SUPERADMIN':
        return undefined;
      case 'ADMIN':
        return school();
      case 'TEACHER':
        return `${school()} AND ${columns.class} IN ${taughtBy(principal, params, teachesClass, setsExams)}`;
      case 'STUDENT':
        return `${school()} AND ${isMe(columns.student)(principal, params)}`;
      case 'PARENT':
        return `${columns.student} IN ${childrenOf(params.add(principal.userId))}`;
      default:
        return 'false';
    }
  };
}

/** true or false (as JSON or text); anything else is a 400. */
export const equalsBoolean =
  (column: string): FilterBuilder =>
  (value, params) => {
    if (value !== true && value !== false && value !== 'true' && value !== 'false')
      throw new RangeError(`${column} must be true or false`);
    return `${column} = ${params.add(value === true || value === 'true')}`;
  };

/** Equality on a uuid column, one id or a list; anything that is not an id is a 400, never SQL. */
export const equalsId =
  (column: string): FilterBuilder =>
  (value, params) => {
    if (value === undefined || value === null || value === '') return undefined;
    const ids = (Array.isArray(value) ? value : [value]).map(String);
    if (!ids.every((id) => UUID.test(id)))
      throw new RangeError(`${column.replace(/^\w+\./, '')} must be an id or a list of ids`);
    return `${column} = ANY(${params.add(ids.map((id) => id.toLowerCase()))}::uuid[])`;
  };
