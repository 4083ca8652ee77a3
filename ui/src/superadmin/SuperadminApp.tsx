import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { dataProvider } from '../api/dataProvider';
import { makeAuthProvider } from '../auth/authProvider';
import { getSession } from '../auth/session';
import { resourcesFor } from '../modules';
import { Dashboard } from './Dashboard';
import { GettingStarted } from './GettingStarted';
import { SuperadminLayout } from './layout/SuperadminLayout';
import { ProfilePage } from './ProfilePage';
import { SettingsPage } from './SettingsPage';

const authProvider = makeAuthProvider('SUPERADMIN');

/** The platform operator's area, mounted under the site's router at /superadmin-dashboard. */
export default function SuperadminApp() {
  // No stored superadmin sign-in: straight to /login, before react-admin mounts (its own check stays for expired tokens).
  if (getSession()?.role !== 'SUPERADMIN') return <Navigate to="/login" replace />;
  return (
    <Admin
      basename="/superadmin-dashboard"
      title="Chikoro superadmin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={Dashboard}
      layout={SuperadminLayout}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {resourcesFor('superadmin').map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        <Route path="/statistics" element={<Dashboard />} />
        <Route path="/getting-started" element={<GettingStarted />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/settings" element={<SettingsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
