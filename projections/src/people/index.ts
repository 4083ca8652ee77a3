import type { ProjectionModule } from '../runner/module';
import { notifications } from '../notifications/notifications';
import { personAudit } from './audit';
import { people } from './people';

export const peopleProjections: ProjectionModule = {
  projections: [people, notifications],
  audit: personAudit,
};
