import type { ProjectionModule } from '../runner/module';
import { teacherAudit } from './audit';
import { teachers } from './teachers';

export const teachersProjections: ProjectionModule = {
  projections: [teachers],
  audit: teacherAudit,
};
