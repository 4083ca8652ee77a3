import { listResource, type QueryModule } from '../module';
import { reportCardReadinessRoutes } from './readiness';
import { reportCardsResource } from './reportCards';
import { resultsResource } from './results';
import { resultsStatisticsResource } from './statistics';
import { resultsYearComparisonResource } from './yearComparison';

/** Results (live drafts), issued report cards, results statistics (and this year's beside last year's), and what a class's cards still lack before publishing. */
export const resultsQueries: QueryModule = {
  resources: [
    listResource(resultsResource),
    listResource(reportCardsResource),
    listResource(resultsStatisticsResource),
    listResource(resultsYearComparisonResource),
  ],
  routes: ({ pool, consistency }) => reportCardReadinessRoutes(pool, consistency),
};
