import { SchoolAppBar } from '../admin/layout/AdminLayout';
import { FamilySchoolsTitle } from '../parents/portal';
import { makeSchoolArea } from '../portals/SchoolArea';
import { ParentDashboard } from './ParentDashboard';

/** The parent's top bar: their children's schools (one or several) and their first and last name. */
const ParentAppBar = () => <SchoolAppBar schoolTitle={<FamilySchoolsTitle />} fullName />;

/** The parent portal, mounted at /parent (spec 001 §2.13): the parent's children, their results and the school's news. */
export default makeSchoolArea({
  role: 'PARENT',
  basename: '/parent',
  title: 'Parent portal',
  dashboard: ParentDashboard,
  appBar: ParentAppBar,
});
