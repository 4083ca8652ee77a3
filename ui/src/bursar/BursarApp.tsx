import { FeesPage } from '../fees/FeesPage';
import { makeSchoolArea } from '../portals/SchoolArea';

/** The bursar's area, mounted at /bursar: its home is the school's Fees page, as the admin sees it. */
export default makeSchoolArea({
  role: 'BURSAR',
  basename: '/bursar',
  title: 'Fees',
  dashboard: FeesPage,
});
