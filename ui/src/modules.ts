import { announcementsUi } from './announcements';
import { auditUi } from './audit';
import { enquiriesUi } from './enquiries';
import { registerApiPaths } from './api/dataProvider';
import { classesUi } from './classes';
import type { UiModule } from './module';
import { schoolsUi } from './schools';
import { setupUi } from './setup';
import { teachersUi } from './teachers';

/** Every business module's screens: one line a module. */
export const uiModules: readonly UiModule[] = [
  schoolsUi,
  enquiriesUi,
  auditUi,
  setupUi,
  classesUi,
  teachersUi,
  announcementsUi,
];

export const resourcesFor = (area: 'superadmin' | 'admin') => uiModules.flatMap((m) => m[area] ?? []);
export const adminRoutes = uiModules.flatMap((m) => m.adminRoutes ?? []);

registerApiPaths(Object.fromEntries(
  uiModules.flatMap((m) => [...(m.superadmin ?? []), ...(m.admin ?? [])]).flatMap((r) => (typeof r.options?.apiPath === 'string' ? [[r.name, r.options.apiPath]] : [])),
));
