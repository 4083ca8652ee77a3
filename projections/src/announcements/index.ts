import type { ProjectionModule } from '../runner/module';
import { announcements } from './announcements';
import { announcementAudit } from './audit';

export const announcementsProjections: ProjectionModule = {
  projections: [announcements],
  audit: announcementAudit,
};
