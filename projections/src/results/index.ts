import type { ProjectionModule } from '../runner/module';
import { resultsAudit } from './audit';
import { results } from './results';
import { resultsStatistics } from './statistics';

/** Results and report cards: live results, issued cards, results statistics, and their words in the audit log. */
export const resultsProjections: ProjectionModule = {
  projections: [results, resultsStatistics],
  audit: resultsAudit,
};
