import { listResource, type QueryModule } from '../module';
import { reportCardsResource } from './reportCards';
import { resultsResource } from './results';
import { resultsStatisticsResource } from './statistics';

/** Results (live drafts), issued report cards, and results statistics. */
export const resultsQueries: QueryModule = {
  resources: [listResource(resultsResource), listResource(reportCardsResource), listResource(resultsStatisticsResource)],
};
