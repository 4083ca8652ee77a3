import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, Title } from 'react-admin';
import { dataProvider } from '../api/dataProvider';
import { makeAuthProvider } from '../auth/authProvider';
import { adminRoutes, resourcesFor } from '../modules';
import { ComingSoon } from '../public/ComingSoon';
import { NotFound } from '../public/NotFound';
import { ProfilePage } from '../superadmin/ProfilePage';
import { SettingsPage } from '../superadmin/SettingsPage';
import { superadminTheme as brandTheme } from '../superadmin/theme';
import { AdminDashboard } from './AdminDashboard';
import { AdminGettingStarted } from './AdminGettingStarted';
import { AdminLayout } from './layout/AdminLayout';
import { SchoolAuditList } from './SchoolAuditList';
import { adminAliases, adminSections } from './sections';

const authProvider = makeAuthProvider('ADMIN');

/** Spec 001's 404 page inside the admin's layout (the sidebar stays), instead of react-admin's own. */
function AdminNotFound() {
  return (
    <>
      <Title title="Page not found" />
      <NotFound home="/admin" homeLabel="Go to the dashboard" heading="h2" />
    </>
  );
}
const resources = resourcesFor('admin');
const ownPages = [
  { path: 'profile_section', element: <ProfilePage /> },
  { path: 'settings_section', element: <SettingsPage /> },
  { path: 'getting_started', element: <AdminGettingStarted /> },
  ...adminRoutes,
];
const built = new Set(['', 'school-events', ...resources.map((r) => r.name), ...ownPages.map((p) => p.path)]);
/** Sidebar entries whose capability is not on the platform yet: the coming-soon page, inside the shell. */
const comingSoon = adminSections.filter((s) => !built.has(s.path));

/** A school admin's area, mounted under the site's router at /admin (spec 001 §2.2–2.10). */
export default function AdminApp() {
  return (
    <Admin
      basename="/admin"
      title="School administration"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={AdminDashboard}
      layout={AdminLayout}
      catchAll={AdminNotFound}
      theme={brandTheme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <Resource name="school-events" options={{ label: 'Audit log' }} list={SchoolAuditList} />
      <CustomRoutes>
        {ownPages.map((page) => (
          <Route key={page.path} path={`/${page.path}`} element={page.element} />
        ))}
        {comingSoon.map((section) => (
          <Route key={section.path} path={`/${section.path}`} element={<ComingSoon />} />
        ))}
        {Object.entries(adminAliases).map(([alias, clean]) => (
          <Route key={alias} path={`/${alias}/*`} element={<Navigate to={`/admin/${clean}`} replace />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
