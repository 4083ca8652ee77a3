import { eventDefinition, readModel } from '../shared/modules';
import {
  PromotionApplicationStarted,
  PromotionApplied,
  PromotionPlanChanged,
  PromotionPlanned,
  PromotionUndoStarted,
  PromotionUndone,
} from './events';

/** One stream per plan: proposed, changed, applied and undone as batches. */
export const promotionPlanStream = (planId: string): string => `promotion-plan-${planId}`;

/** Each plan with its students' lines and totals per target class; one row per student a batch applied. */
export const promotionsModel = readModel('promotions', ['promotion_plans', 'promotions']);

export const promotionEvents = [
  eventDefinition(PromotionPlanned),
  eventDefinition(PromotionPlanChanged),
  eventDefinition(PromotionApplicationStarted),
  eventDefinition(PromotionApplied),
  eventDefinition(PromotionUndoStarted),
  eventDefinition(PromotionUndone),
];
