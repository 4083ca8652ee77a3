import { announcementsUi } from './announcements';
import { attendanceUi } from './attendance';
import { auditUi } from './audit';
import { broadsheetsUi } from './broadsheets';
import { enquiriesUi } from './enquiries';
import { registerApiPaths } from './api/dataProvider';
import { classesUi } from './classes';
import { documentsUi } from './documents';
import { examsUi } from './exams';
import type { AreaRoute, UiArea, UiModule } from './module';
import { parentsUi } from './parents';
import { resultsUi } from './results';
import { schoolsUi } from './schools';
import { reportCardsUi } from './reportcards';
import { setupUi } from './setup';
import { teachersUi } from './teachers';
import { studentsUi } from './students';

/** Every business module's screens: one line a module. */
export const uiModules: readonly UiModule[] = [
  schoolsUi,
  enquiriesUi,
  auditUi,
  setupUi,
  classesUi,
  teachersUi,
  studentsUi,
  parentsUi,
  resultsUi,
  reportCardsUi,
  examsUi,
  attendanceUi,
  announcementsUi,
  documentsUi,
  broadsheetsUi,
];

export const resourcesFor = (area: UiArea) => uiModules.flatMap((m) => m[area] ?? []);
export const routesFor = (area: Exclude<UiArea, 'superadmin'>): AreaRoute[] => uiModules.flatMap((m) => m[`${area}Routes`] ?? []);
export const adminRoutes = routesFor('admin');

registerApiPaths(Object.fromEntries(
  uiModules.flatMap((m) => [...(m.superadmin ?? []), ...(m.admin ?? []), ...(m.teacher ?? []), ...(m.student ?? []), ...(m.parent ?? [])])
    .flatMap((r) => (typeof r.options?.apiPath === 'string' ? [[r.name, r.options.apiPath]] : [])),
));
