import type { ProjectionModule } from '../runner/module';
import { enquiryAudit } from './audit';
import { enquiries } from './enquiries';

export const enquiriesProjections: ProjectionModule = {
  projections: [enquiries],
  audit: enquiryAudit,
};
