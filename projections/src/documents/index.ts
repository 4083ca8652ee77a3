import type { ProjectionModule } from '../runner/module';
import { documentAudit } from './audit';
import { documents } from './documents';

export const documentsProjections: ProjectionModule = {
  projections: [documents],
  audit: documentAudit,
};
