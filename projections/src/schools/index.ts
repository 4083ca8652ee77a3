import type { ProjectionModule } from '../runner/module';
import { schoolAudit } from './audit';
import { enrolmentRequests } from './enrolmentRequests';
import { schoolDirectory } from './schoolDirectory';

export const schoolsProjections: ProjectionModule = {
  projections: [enrolmentRequests, schoolDirectory],
  audit: schoolAudit,
};
