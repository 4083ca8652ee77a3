import { makeSchoolArea } from '../portals/SchoolArea';
import { AdminDashboard } from './AdminDashboard';
import { AdminAppBar } from './layout/AdminLayout';

/** A school admin's area, mounted under the site's router at /admin (spec 001 §2.2–2.10). */
export default makeSchoolArea({
  role: 'ADMIN',
  basename: '/admin',
  title: 'School administration',
  dashboard: AdminDashboard,
  appBar: AdminAppBar,
});
