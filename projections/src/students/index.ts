import type { ProjectionModule } from '../runner/module';
import { studentAudit } from './audit';
import { students } from './students';

export const studentsProjections: ProjectionModule = {
  projections: [students],
  audit: studentAudit,
};
