import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, Title } from 'react-admin';
import { dataProvider } from '../api/dataProvider';
import { makeAuthProvider } from '../auth/authProvider';
import { resourcesFor } from '../modules';
import { NotFound } from '../public/NotFound';
import { Dashboard } from './Dashboard';
import { SuperadminLayout } from './layout/SuperadminLayout';
import { superadminTheme } from './theme';
import { lazyScreen } from '../shared/lazyScreen';

const GettingStarted = lazyScreen(() => import('./GettingStarted'), 'GettingStarted');
const ProfilePage = lazyScreen(() => import('./ProfilePage'), 'ProfilePage');
const SettingsPage = lazyScreen(() => import('./SettingsPage'), 'SettingsPage');

const authProvider = makeAuthProvider('SUPERADMIN');

/** Spec 001's 404 page inside the superadmin's layout, instead of react-admin's own. */
function SuperadminNotFound() {
  return (
    <>
      <Title title="Page not found" />
      <NotFound home="/superadmin-dashboard" homeLabel="Go to the dashboard" heading="h2" />
    </>
  );
}

/** The platform operator's area, mounted under the site's router at /superadmin-dashboard (see SuperadminArea). */
export default function SuperadminApp() {
  return (
    <Admin
      basename="/superadmin-dashboard"
      title="Chikoro superadmin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={Dashboard}
      catchAll={SuperadminNotFound}
      layout={SuperadminLayout}
      theme={superadminTheme}
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
