import { membershipModel, NIL_UUID, tableOf, type Principal } from '@chikoro/contracts';
import { UUID, type Params } from '../listing/resource';

export { familyOf, childrenOf } from './family';

/** The read model the rules below read who teaches what and whose child a student is from (a list's `alsoReads`). */
export const MEMBERSHIP = membershipModel.name;

/**
 * The read side's rule of access, one function per rule, each a WHERE fragment built from the token
 * alone (never from the request):
 * - `ownSchool`: a school's people read their school's rows; the superadmin every school.
 * - `taughtBy`: a teacher, the classes (or subjects) they teach: as class teacher or assigned a subject.
 * - `childrenOf` / `familyOf`: a parent, the children linked to them at any school of their family.
 * - `isMe`: a student themselves, a teacher their own rows.
 * Who is in which class, who teaches it and whose child a student is are read from the membership
 * read model (`class_memberships`, `teaching_assignments`, `family_links`, the spans current now):
 * a list whose scope reads them names it in `alsoReads`.
 */

/** Tenancy by the token: `undefined` (every school) for the superadmin; else the token's school, or nobody's. */
export const ownSchool =
  (column: string, idType: 'uuid' | 'text' = 'uuid') =>
  (principal: Principal, params: Params): string | undefined => {
    if (principal.role === 'SUPERADMIN') return undefined;
    const school = params.add(principal.schoolId ?? NIL_UUID);
    return idType === 'uuid' ? `${column} = ${school}::uuid` : `${column} = ${school}`;
  };

/** The token's person as a uuid parameter; an id that is not a uuid matches nobody (compared as a uuid, a column's index serves it). */
export const me = (principal: Principal, params: Params): string =>
  `${params.add(UUID.test(principal.userId) ? principal.userId : NIL_UUID)}::uuid`;

/** This column names the token's person. */
export const isMe =
  (column: string) =>
  (principal: Principal, params: Params): string =>
    `${column} = ${me(principal, params)}`;

/** Where a read model keeps one relation of a teacher to classes or subjects: `table.id` taught by `table.teacher` (where `where` holds). */
export interface Teaching {
  table: string;
  teacher: string;
  id: string;
  where?: string;
}

const teaching = tableOf(membershipModel, 'teaching_assignments');
const memberships = tableOf(membershipModel, 'class_memberships');

/** The classes a teacher teaches now: as their class teacher or assigned a subject in them. */
export const teachesClass: Teaching = {
  table: teaching,
  teacher: 'teacher_id',
  id: 'class_id',
  where: 'to_date IS NULL',
};
/** The classes a teacher is class teacher of now. */
export const classTeacherOf: Teaching = {
  table: teaching,
  teacher: 'teacher_id',
  id: 'class_id',
  where: 'to_date IS NULL AND subject_id IS NULL',
};
/** The subjects a teacher is assigned now, in any class. */
export const teachesSubject: Teaching = {
  table: teaching,
  teacher: 'teacher_id',
  id: 'subject_id',
  where: 'to_date IS NULL AND subject_id IS NOT NULL',
};

/** The students in these classes now (a SQL subquery of ids, given one of class ids). */
export const studentsIn = (classes: string): string =>
  `(SELECT student_id FROM ${memberships} WHERE to_date IS NULL AND class_id IN ${classes})`;

/**
 * The ids (classes, or subjects) a teacher teaches, as a SQL subquery, from the read model's
 * relations: class teacher, subject assignments, or both (a union).
 */
export const taughtBy = (
  principal: Principal,
  params: Params,
  ...relations: readonly Teaching[]
): string => {
  const teacher = me(principal, params);
  return `(${relations.map((r) => `SELECT ${r.id} FROM ${r.table} WHERE ${r.teacher} = ${teacher}${r.where ? ` AND ${r.where}` : ''}`).join(' UNION ')})`;
};
