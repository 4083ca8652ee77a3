import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, Title } from 'react-admin';
import { dataProvider } from '../api/dataProvider';
import { makeAuthProvider } from '../auth/authProvider';
import { resourcesFor, teacherRoutes } from '../modules';
import { ComingSoon } from '../public/ComingSoon';
import { NotFound } from '../public/NotFound';
import { superadminTheme as brandTheme } from '../superadmin/theme';
import { teacherSections } from './sections';
import { TeacherDashboard } from './TeacherDashboard';
import { TeacherLayout } from './TeacherLayout';

const authProvider = makeAuthProvider('TEACHER');
const resources = resourcesFor('teacher');
const built = new Set<string>(['', ...resources.map((r) => r.name), ...teacherRoutes.map((p) => p.path)]);
/** Sidebar entries whose capability is not on the platform yet: the coming-soon page, inside the shell. */
const comingSoon = teacherSections.filter((s) => !built.has(s.path));

function TeacherNotFound() {
  return (
    <>
      <Title title="Page not found" />
      <NotFound home="/teacher-portal" homeLabel="Go to the dashboard" heading="h2" />
    </>
  );
}

/** The teacher portal, mounted at /teacher-portal (spec 001 §2.11): their own exams, grading and uploads. */
export default function TeacherApp() {
  return (
    <Admin
      basename="/teacher-portal"
      title="Teacher portal"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={TeacherDashboard}
      layout={TeacherLayout}
      catchAll={TeacherNotFound}
      theme={brandTheme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        {teacherRoutes.map((page) => (
          <Route key={page.path} path={`/${page.path}`} element={page.element} />
        ))}
        {comingSoon.map((section) => (
          <Route key={section.path} path={`/${section.path}`} element={<ComingSoon />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
