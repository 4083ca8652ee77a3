import type { AuditSummaries } from '../audit/summaries';
import type { Projection } from './projection';

/** What a business module gives the projections process: its read models and its audit words. */
export interface ProjectionModule {
  projections: readonly Projection[];
  /** How the module's own events read in the audit log. */
  audit?: AuditSummaries;
}
