import { z } from 'zod';
import { promotionOutcomes } from './commands';

const at = z.string();
const optional = z.string().optional();

/** One student's line of a plan: where they are, what becomes of them and where they go. */
export const PromotionRow = z.object({
  studentId: z.string(),
  studentName: z.string(),
  registrationNumber: z.string(),
  fromClassId: z.string(),
  fromClassName: optional,
  outcome: z.enum(promotionOutcomes),
  /** The class a promoted student goes to (a repeater's too when they change class). */
  toClassId: optional,
  toClassName: optional,
  toLevelId: optional,
  reason: optional,
});
export type PromotionRow = z.infer<typeof PromotionRow>;

const plan = { schoolId: z.string(), planId: z.string() };

/** One stream per plan (`promotion-plan-<planId>`): the dry run, as proposed. */
export const PromotionPlanned = z.object({
  type: z.literal('PromotionPlanned'),
  data: z.object({
    ...plan,
    fromYearId: z.string(),
    fromYearName: optional,
    toYearId: z.string(),
    toYearName: optional,
    levelId: z.string(),
    levelName: optional,
    /** Absent when the level is the school's last: its students graduate. */
    toLevelId: optional,
    toLevelName: optional,
    rows: z.array(PromotionRow),
    plannedAt: at,
  }),
});
/** The admin changed one student's line. */
export const PromotionPlanChanged = z.object({
  type: z.literal('PromotionPlanChanged'),
  data: z.object({ ...plan, row: PromotionRow, changedAt: at }),
});
/**
 * A batch begun: its lines are fixed and each student's event, carrying `batchId`, is written
 * next; until `PromotionApplied` a retry of the apply finishes this batch, moving no one twice.
 */
export const PromotionApplicationStarted = z.object({
  type: z.literal('PromotionApplicationStarted'),
  data: z.object({ ...plan, batchId: z.string(), rows: z.array(PromotionRow), startedAt: at }),
});
/** The plan applied as one batch: every student's stream has its dated event carrying `batchId`. */
export const PromotionApplied = z.object({
  type: z.literal('PromotionApplied'),
  data: z.object({ ...plan, batchId: z.string(), rows: z.array(PromotionRow), appliedAt: at }),
});
/** The batch's undo begun: each student's reversing event (carrying `batchId`) is written next. */
export const PromotionUndoStarted = z.object({
  type: z.literal('PromotionUndoStarted'),
  data: z.object({ ...plan, batchId: z.string(), startedAt: at }),
});
/** The batch reversed: each student is back in the class and status of before; the plan may be changed and applied again. */
export const PromotionUndone = z.object({
  type: z.literal('PromotionUndone'),
  data: z.object({ ...plan, batchId: z.string(), undoneAt: at }),
});

export type PromotionPlanned = z.infer<typeof PromotionPlanned>;
export type PromotionPlanChanged = z.infer<typeof PromotionPlanChanged>;
export type PromotionApplicationStarted = z.infer<typeof PromotionApplicationStarted>;
export type PromotionApplied = z.infer<typeof PromotionApplied>;
export type PromotionUndoStarted = z.infer<typeof PromotionUndoStarted>;
export type PromotionUndone = z.infer<typeof PromotionUndone>;
export type PromotionEvent =
  | PromotionPlanned
  | PromotionPlanChanged
  | PromotionApplicationStarted
  | PromotionApplied
  | PromotionUndoStarted
  | PromotionUndone;
