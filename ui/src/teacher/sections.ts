import { sectionsOf } from '../portals/areas';

/**
 * Spec 001 §2.11's teacher sidebar, in its order, as every teacher screen shows it (the 404 page
 * too): paths under /teacher-portal. A module that builds a section registers a resource or a page
 * at that path; the others show the coming-soon page, never a dead link.
 */
export const teacherSections = sectionsOf('TEACHER', '/teacher-portal');
