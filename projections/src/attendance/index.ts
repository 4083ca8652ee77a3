import type { ProjectionModule } from '../runner/module';
import { attendance } from './attendance';
import { attendanceAudit } from './audit';

export const attendanceProjections: ProjectionModule = {
  projections: [attendance],
  audit: attendanceAudit,
};
