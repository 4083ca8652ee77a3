import { Admin, Layout, Menu, Resource, type LayoutProps } from 'react-admin';
import { dataProvider } from '../api/dataProvider';
import { makeAuthProvider } from '../auth/authProvider';
import enrolmentRequests from '../schools';
import { Dashboard } from './Dashboard';

const authProvider = makeAuthProvider('SUPERADMIN');

function SuperadminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Statistics" />
      <Menu.ResourceItem name="school-enrolment-requests" />
    </Menu>
  );
}

function SuperadminLayout({ children }: LayoutProps) {
  return <Layout menu={SuperadminMenu}>{children}</Layout>;
}

/** The platform operator's area, mounted under the site's router at /superadmin-dashboard. */
export default function SuperadminApp() {
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
      <Resource name="school-enrolment-requests" options={{ label: 'School Enrollment' }} {...enrolmentRequests} />
    </Admin>
  );
}
