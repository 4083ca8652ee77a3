import type { ProjectionModule } from '../runner/module';
import { importAudit } from './audit';

/** Bulk imports have no read model of their own: their batches read in the audit log. */
export const importsProjections: ProjectionModule = { projections: [], audit: importAudit };
