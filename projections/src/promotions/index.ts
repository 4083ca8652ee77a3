import type { ProjectionModule } from '../runner/module';
import { promotionAudit } from './audit';
import { promotions } from './promotions';

export const promotionProjections: ProjectionModule = {
  projections: [promotions],
  audit: promotionAudit,
};
