import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { dataProvider } from '../api/dataProvider';
import { makeAuthProvider } from '../auth/authProvider';
import { getSession } from '../auth/session';
import { adminRoutes, resourcesFor } from '../modules';
import { ComingSoon } from '../public/ComingSoon';
import { NotFound } from '../public/NotFound';
import { ProfilePage } from '../superadmin/ProfilePage';
import { SettingsPage } from '../superadmin/SettingsPage';
import { AdminDashboard } from './AdminDashboard';
import { AdminGettingStarted } from './AdminGettingStarted';
import { AdminLayout } from './layout/AdminLayout';
import { SchoolAuditList } from './SchoolAuditList';
import { adminAliases, adminSections } from './sections';

const authProvider = makeAuthProvider('ADMIN');
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
  // No stored admin sign-in: straight to /login, before react-admin mounts (its own check stays for expired tokens).
  if (getSession()?.role !== 'ADMIN') return <Navigate to="/login" replace />;
  return (
    <Admin
      basename="/admin"
      title="School administration"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={AdminDashboard}
      layout={AdminLayout}
      catchAll={NotFound}
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
