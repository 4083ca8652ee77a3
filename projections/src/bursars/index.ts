import type { ProjectionModule } from '../runner/module';
import { bursarAudit } from './audit';
import { bursars } from './bursars';

export const bursarsProjections: ProjectionModule = {
  projections: [bursars],
  audit: bursarAudit,
};
