import { announcementsQueries } from './announcements';
import { attendanceQueries } from './attendance';
import { auditQueries } from './audit';
import { broadsheetsQueries } from './broadsheets';
import { classesQueries } from './classes';
import { classListsQueries } from './classlists';
import { documentsQueries } from './documents';
import { enquiriesQueries } from './enquiries';
import { importsQueries } from './imports';
import { listResource, type QueryModule } from './module';
import { examsQueries } from './exams';
import { feesQueries } from './fees';
import { notificationsQueries } from './notifications';
import { parentsQueries } from './parents';
import { reportCardsQueries } from './reportcards';
import { resultsQueries } from './results';
import { reportCardsResource } from './results/reportCards';
import { schoolsQueries } from './schools';
import { setupQueries } from './setup';
import { statisticsQueries } from './statistics';
import { teachersQueries } from './teachers';
import { bursarsQueries } from './bursars';
import { studentsQueries } from './students';
import { termCloseQueries } from './termclose';
import { promotionQueries } from './promotions';

/** Every business module's read routes: one line a module. */
export const queryModules: readonly QueryModule[] = [
  schoolsQueries,
  enquiriesQueries,
  auditQueries,
  notificationsQueries,
  statisticsQueries,
  setupQueries,
  classListsQueries,
  classesQueries,
  teachersQueries,
  bursarsQueries,
  studentsQueries,
  parentsQueries,
  resultsQueries,
  reportCardsQueries(listResource(reportCardsResource)),
  examsQueries,
  importsQueries,
  attendanceQueries,
  announcementsQueries,
  documentsQueries,
  broadsheetsQueries,
  feesQueries,
  termCloseQueries,
  promotionQueries,
];
