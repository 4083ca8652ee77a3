import { makeSchoolArea } from '../portals/SchoolArea';
import { StudentDashboard } from './StudentDashboard';

/** The student portal, mounted at /student-portal (spec 001 §2.12): the student's own subjects, exams and report cards. */
export default makeSchoolArea({
  role: 'STUDENT',
  basename: '/student-portal',
  title: 'Student portal',
  dashboard: StudentDashboard,
});
