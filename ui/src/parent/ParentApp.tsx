import { resourcesFor, routesFor } from '../modules';
import { makeSchoolArea } from '../portals/SchoolArea';
import { ParentDashboard } from './ParentDashboard';
import { parentSections } from './sections';

/** The parent portal, mounted at /parent (spec 001 §2.13): the parent's children, their results and the school's news. */
export default makeSchoolArea({
  role: 'PARENT',
  basename: '/parent',
  title: 'Parent portal',
  sections: parentSections,
  dashboard: ParentDashboard,
  resources: resourcesFor('parent'),
  pages: routesFor('parent'),
});
