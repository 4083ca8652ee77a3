import type { ProjectionModule } from '../runner/module';
import { parentAudit } from './audit';
import { parents } from './parents';

export const parentsProjections: ProjectionModule = { projections: [parents], audit: parentAudit };
