import type { Role } from '@chikoro/contracts';
import { announcementsUi } from './announcements';
import { attendanceUi } from './attendance';
import { auditUi } from './audit';
import { broadsheetsUi } from './broadsheets';
import { enquiriesUi } from './enquiries';
import { registerApiPaths } from './api/dataProvider';
import { classesUi } from './classes';
import { documentsUi } from './documents';
import { examsUi } from './exams';
import { bursarsUi } from './bursars';
import { feesUi } from './fees';
import { homeUi } from './home';
import {
  aliasesOf,
  bellItemsOf,
  grantsOf,
  sidebarOf,
  type AreaRoute,
  type UiArea,
  type UiModule,
} from './module';
import { parentsUi } from './parents';
import { resultsUi } from './results';
import { schoolsUi } from './schools';
import { reportCardsUi } from './reportcards';
import { setupUi } from './setup';
import { teachersUi } from './teachers';
import { studentsUi } from './students';
import { termCloseUi } from './termclose';
import { promotionsUi } from './promotions';

/** Every business module's screens: one line a module. */
export const uiModules: readonly UiModule[] = [
  homeUi,
  schoolsUi,
  enquiriesUi,
  auditUi,
  setupUi,
  classesUi,
  teachersUi,
  bursarsUi,
  studentsUi,
  parentsUi,
  resultsUi,
  reportCardsUi,
  examsUi,
  attendanceUi,
  announcementsUi,
  documentsUi,
  broadsheetsUi,
  feesUi,
  termCloseUi,
  promotionsUi,
];

export const resourcesFor = (area: UiArea, modules = uiModules) =>
  modules.flatMap((m) => m[area] ?? []);
export const routesFor = (area: Exclude<UiArea, 'superadmin'>, modules = uiModules): AreaRoute[] =>
  modules.flatMap((m) => m[`${area}Routes`] ?? []);
/** A role's sidebar, in the order the modules give their entries. */
export const sidebarFor = (role: Role, modules = uiModules) => sidebarOf(role, modules);
export const aliasesFor = (area: UiArea, modules = uiModules) => aliasesOf(area, modules);
export const grantsFor = (modules = uiModules) => grantsOf(modules);
export const bellItemsFor = (modules = uiModules) => bellItemsOf(modules);

registerApiPaths(
  Object.fromEntries(
    uiModules
      .flatMap((m) => [
        ...(m.superadmin ?? []),
        ...(m.admin ?? []),
        ...(m.teacher ?? []),
        ...(m.student ?? []),
        ...(m.parent ?? []),
        ...(m.bursar ?? []),
      ])
      .flatMap((r) =>
        typeof r.options?.apiPath === 'string' ? [[r.name, r.options.apiPath]] : [],
      ),
  ),
);
