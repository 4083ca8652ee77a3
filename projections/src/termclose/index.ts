import type { ProjectionModule } from '../runner/module';
import { termCloseAudit } from './audit';
import { termCloses } from './termCloses';

export const termCloseProjections: ProjectionModule = {
  projections: [termCloses],
  audit: termCloseAudit,
};
