import type { ProjectionModule } from '../runner/module';
import { setupAudit } from './audit';
import { schoolSetup } from './setup';

/** School set-up: its read model and its words in the audit log. */
export const setupProjections: ProjectionModule = { projections: [schoolSetup], audit: setupAudit };
