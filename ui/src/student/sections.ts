import { sectionsOf } from '../portals/areas';

/** Spec 001 §2.12's student sidebar under /student-portal; the Exam Results and Settings entries lead to the student's own pages. */
export const studentSections = sectionsOf('STUDENT', '/student-portal');

