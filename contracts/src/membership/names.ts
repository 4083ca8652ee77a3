import { readModel } from '../shared/modules';

/**
 * The school's facts by date, one row per span: a student in a class, a teacher assigned to a class
 * (a subject in a term, or as class teacher), a parent linked to a student. `to_date` null is the
 * current span; a span ends by a later event (a move, a withdrawal, an unassignment, an unlink),
 * never by deleting it. Every module that asks who is in a class, who teaches it or whose child a
 * student is reads these tables.
 */
export const membershipModel = readModel('membership', [
  'class_memberships',
  'teaching_assignments',
  'family_links',
]);
