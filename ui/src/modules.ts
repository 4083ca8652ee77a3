import { auditUi } from './audit';
import { enquiriesUi } from './enquiries';
import type { UiModule } from './module';
import { schoolsUi } from './schools';
import { setupUi } from './setup';

/** Every business module's screens: one line a module. */
export const uiModules: readonly UiModule[] = [
  schoolsUi,
  enquiriesUi,
  auditUi,
  setupUi,
];

export const resourcesFor = (area: 'superadmin' | 'admin') => uiModules.flatMap((m) => m[area] ?? []);
export const adminRoutes = uiModules.flatMap((m) => m.adminRoutes ?? []);
