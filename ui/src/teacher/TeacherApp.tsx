import { resourcesFor, routesFor } from '../modules';
import { SettingsPage } from '../superadmin/SettingsPage';
import { makeSchoolArea } from '../portals/SchoolArea';
import { TeacherDashboard } from './TeacherDashboard';
import { teacherIcons } from './icons';
import { teacherSections } from './sections';

/** The teacher portal, mounted at /teacher-portal (spec 001 §2.11): their classes, students, exams, grading and uploads. */
export default makeSchoolArea({
  role: 'TEACHER',
  basename: '/teacher-portal',
  title: 'Teacher portal',
  sections: teacherSections,
  icons: teacherIcons,
  dashboard: TeacherDashboard,
  resources: resourcesFor('teacher'),
  // Spec 001 §2.11 names the teacher's password page /teacher-portal/settings.
  pages: [{ path: 'settings', element: <SettingsPage /> }, ...routesFor('teacher')],
});
