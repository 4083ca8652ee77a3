import { z } from 'zod';
import { promotionMessages as m } from './messages';

const id = (message: string) => z.string({ error: message }).uuid({ error: message });
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);

/** What may become of a student at the end of the year. */
export const promotionOutcomes = ['promote', 'repeat', 'graduate', 'leave'] as const;
export type PromotionOutcome = (typeof promotionOutcomes)[number];

/**
 * A dry run for one level: each active student's proposed outcome and class, nothing moved.
 * The next level is `toLevelId`, else the level named as this one with its number one higher
 * (Form 1 → Form 2); without one, the level's students graduate.
 */
export const PlanPromotionInput = z.strictObject({
  fromYearId: id(m.yearRequired),
  toYearId: id(m.yearRequired),
  levelId: id(m.levelRequired),
  toLevelId: id(m.levelRequired).optional(),
});

/** One student's outcome changed on a plan not applied; a repeat always keeps its reason. */
export const ChangePromotionPlanInput = z
  .strictObject({
    planId: id(m.planRequired),
    studentId: id(m.studentNotInPlan),
    outcome: z.enum(promotionOutcomes, { error: m.outcome }),
    toClassId: id(m.classRequired).optional(),
    reason: z.preprocess(trim, z.string().max(500).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'repeat' && (v.reason ?? '').length < 3)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.repeatReason });
  });

/** The plan as it stands becomes one batch of dated events, one per student. */
export const ApplyPromotionInput = z.strictObject({ planId: id(m.planRequired) });

/** A batch reversed, while the new year's registers and marks do not name its students yet. */
export const UndoPromotionInput = z.strictObject({ batchId: id(m.batchNotFound) });

export type PlanPromotionInput = z.infer<typeof PlanPromotionInput>;
export type ChangePromotionPlanInput = z.infer<typeof ChangePromotionPlanInput>;
