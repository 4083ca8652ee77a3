import type { ProjectionModule } from '../runner/module';
import { parentAudit } from './audit';

export const parentsProjections: ProjectionModule = { projections: [], audit: parentAudit };
