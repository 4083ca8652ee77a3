import { announcementsQueries } from './announcements';
import { auditQueries } from './audit';
import { classesQueries } from './classes';
import { enquiriesQueries } from './enquiries';
import type { QueryModule } from './module';
import { notificationsQueries } from './notifications';
import { schoolsQueries } from './schools';
import { setupQueries } from './setup';
import { statisticsQueries } from './statistics';
import { teachersQueries } from './teachers';

/** Every business module's read routes: one line a module. */
export const queryModules: readonly QueryModule[] = [
  schoolsQueries,
  enquiriesQueries,
  auditQueries,
  notificationsQueries,
  statisticsQueries,
  setupQueries,
  classesQueries,
  teachersQueries,
  announcementsQueries,
];
