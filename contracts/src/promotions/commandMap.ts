import { z } from 'zod';
import { answerWithId, commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  ApplyPromotionInput,
  ChangePromotionPlanInput,
  PlanPromotionInput,
  UndoPromotionInput,
} from './commands';

const admin = ['ADMIN'] as const;
const planAnswer = answerWithId('planId');

/** The end of the year: a level's promotion planned, changed, applied and undone by the school's admin. */
export const promotionCommandSpecs = commandSpecs({
  PlanPromotion: { input: PlanPromotionInput, answer: planAnswer, access: admin },
  ChangePromotionPlan: { input: ChangePromotionPlanInput, answer: planAnswer, access: admin },
  ApplyPromotion: {
    input: ApplyPromotionInput,
    answer: commandAnswer({ planId: z.string(), batchId: z.string() }),
    access: admin,
  },
  UndoPromotion: {
    input: UndoPromotionInput,
    answer: commandAnswer({ planId: z.string(), batchId: z.string() }),
    access: admin,
  },
});
