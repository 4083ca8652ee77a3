import { auditQueries } from './audit';
import { enquiriesQueries } from './enquiries';
import { listResource, type QueryModule } from './module';
import { notificationsQueries } from './notifications';
import { reportCardsQueries } from './reportcards';
import { resultsQueries } from './results';
import { reportCardsResource } from './results/reportCards';
import { schoolsQueries } from './schools';
import { setupQueries } from './setup';
import { statisticsQueries } from './statistics';

/** Every business module's read routes: one line a module. */
export const queryModules: readonly QueryModule[] = [
  schoolsQueries,
  enquiriesQueries,
  auditQueries,
  notificationsQueries,
  statisticsQueries,
  setupQueries,
  resultsQueries,
  reportCardsQueries(listResource(reportCardsResource)),
];
