import type { ProjectionModule } from '../runner/module';
import { importAudit } from './audit';
import { importBatches } from './importBatches';

/** A school's imports as a list to undo from, and their batches' words in the audit log. */
export const importsProjections: ProjectionModule = {
  projections: [importBatches],
  audit: importAudit,
};
