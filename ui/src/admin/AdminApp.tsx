import { adminRoutes, resourcesFor } from '../modules';
import { makeSchoolArea } from '../portals/SchoolArea';
import { AdminDashboard } from './AdminDashboard';
import { AdminGettingStarted } from './AdminGettingStarted';
import { AdminAppBar } from './layout/AdminLayout';
import { adminIcons } from './layout/adminIcons';
import { SchoolAuditList } from './SchoolAuditList';
import { adminAliases, adminSections } from './sections';

/** A school admin's area, mounted under the site's router at /admin (spec 001 §2.2–2.10). */
export default makeSchoolArea({
  role: 'ADMIN',
  basename: '/admin',
  title: 'School administration',
  sections: adminSections,
  icons: adminIcons,
  dashboard: AdminDashboard,
  appBar: AdminAppBar,
  resources: [...resourcesFor('admin'), { name: 'school-events', options: { label: 'Audit log' }, list: SchoolAuditList }],
  pages: [
    { path: 'getting_started', element: <AdminGettingStarted /> },
    ...adminRoutes,
  ],
  aliases: adminAliases,
});
