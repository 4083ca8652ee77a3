import { readModel } from '../shared/modules';

/** The platform's figures, counted from the whole log. */
export const statisticsModel = readModel('statistics', [
  'statistics_schools',
  'statistics_enquiries',
  'statistics_accounts',
  'statistics_months',
]);
