import { makeSchoolArea } from '../portals/SchoolArea';
import { TeacherDashboard } from './TeacherDashboard';

/** The teacher portal, mounted at /teacher-portal (spec 001 §2.11): their classes, students, exams, grading and uploads. */
export default makeSchoolArea({
  role: 'TEACHER',
  basename: '/teacher-portal',
  title: 'Teacher portal',
  dashboard: TeacherDashboard,
});
