import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  authMessages,
  promotionMessages as m,
  type CommandContext,
  type PromotionEvent,
  type PromotionOutcome,
  type PromotionPlanned,
  type PromotionRow,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { evolvePlan, initialPlanState, type PlanState } from './plan';

/** A class as the edge found it in the token's school (open, with its level). */
export interface TargetClass {
  classId: string;
  className: string;
  levelId: string;
}

export type PromotionCommand =
  | { type: 'PlanPromotion'; plan: Omit<PromotionPlanned['data'], 'plannedAt'> }
  | {
      type: 'ChangePromotionPlan';
      planId: string;
      studentId: string;
      outcome: PromotionOutcome;
      toClass?: TargetClass;
      reason?: string;
    }
  | { type: 'ApplyPromotion'; planId: string; batchId: string }
  | { type: 'UndoPromotion'; planId: string; batchId: string; touched: string[] };

type Existing = Exclude<PlanState, { status: 'None' }>;

/** Only the plan's school's admin; another school's plan (or none) is "not found". */
function ownPlan(state: PlanState, context: CommandContext): Existing {
  if (context.actorRole !== 'ADMIN') throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'None' || state.schoolId !== context.schoolId)
    throw new NotFoundError(m.planNotFound);
  return state;
}

function plan(
  command: Extract<PromotionCommand, { type: 'PlanPromotion' }>,
  state: PlanState,
  context: CommandContext,
): PromotionEvent[] {
  if (context.actorRole !== 'ADMIN' || context.schoolId !== command.plan.schoolId)
    throw new ForbiddenError(authMessages.forbidden);
  if (state.status !== 'None') return [];
  if (command.plan.rows.length === 0)
    throw new ValidationError(m.noStudents, [{ field: 'levelId', message: m.noStudents }]);
  return [{ type: 'PromotionPlanned', data: { ...command.plan, plannedAt: context.now } }];
}

/** A promotion needs its class; a repeat keeps its class unless another is chosen; graduating or leaving has none. */
function change(
  command: Extract<PromotionCommand, { type: 'ChangePromotionPlan' }>,
  state: PlanState,
  context: CommandContext,
): PromotionEvent[] {
  const plan = ownPlan(state, context);
  if (plan.status === 'Applying') throw new ConflictError(m.applying);
  if (plan.status === 'Undoing') throw new ConflictError(m.undoing);
  if (plan.status === 'Applied') throw new ConflictError(m.applied);
  const before = plan.rows.find((r) => r.studentId === command.studentId);
  if (!before) throw new NotFoundError(m.studentNotInPlan);
  const { outcome, toClass } = command;
  if (outcome === 'promote' && !toClass && !before.toClassId)
    throw new ValidationError(m.classRequired, [{ field: 'toClassId', message: m.classRequired }]);
  const moves = outcome === 'promote' || outcome === 'repeat';
  const keep = outcome === 'promote' && before.outcome === 'promote' && !toClass;
  const row: PromotionRow = {
    studentId: before.studentId,
    studentName: before.studentName,
    registrationNumber: before.registrationNumber,
    fromClassId: before.fromClassId,
    fromClassName: before.fromClassName,
    outcome,
    ...(moves && toClass
      ? { toClassId: toClass.classId, toClassName: toClass.className, toLevelId: toClass.levelId }
      : keep
        ? {
            toClassId: before.toClassId,
            toClassName: before.toClassName,
            toLevelId: before.toLevelId,
          }
        : {}),
    ...(outcome === 'repeat' && command.reason ? { reason: command.reason } : {}),
  };
  if (JSON.stringify(row) === JSON.stringify(before)) return [];
  const { schoolId, planId } = plan;
  return [
    { type: 'PromotionPlanChanged', data: { schoolId, planId, row, changedAt: context.now } },
  ];
}

/**
 * Applied in two steps around the students' own events (written at the edge): a planned plan's
 * batch begins (every promoted student needs a class), then the batch begun is finished. A batch
 * begun is finished only by its own id: the edge resumes it with that id.
 */
function apply(
  command: Extract<PromotionCommand, { type: 'ApplyPromotion' }>,
  state: PlanState,
  context: CommandContext,
): PromotionEvent[] {
  const plan = ownPlan(state, context);
  if (plan.status === 'Applied') throw new ConflictError(m.applied);
  if (plan.status === 'Undoing') throw new ConflictError(m.undoing);
  const { schoolId, planId } = plan;
  if (plan.status === 'Applying') {
    if (plan.batchId !== command.batchId) throw new ConflictError(m.applying);
    const data = { schoolId, planId, batchId: plan.batchId, rows: plan.applied };
    return [{ type: 'PromotionApplied', data: { ...data, appliedAt: context.now } }];
  }
  const missing = plan.rows.filter((r) => r.outcome === 'promote' && !r.toClassId);
  if (missing.length > 0) throw new ConflictError(m.noTarget(missing.map((r) => r.studentName)));
  const data = { schoolId, planId, batchId: command.batchId, rows: plan.rows };
  return [{ type: 'PromotionApplicationStarted', data: { ...data, startedAt: context.now } }];
}

/**
 * Only the batch applied now, and only while no register or mark of the new year names its
 * students: its undo begins, then (the students' reversing events written at the edge) finishes.
 */
function undo(
  command: Extract<PromotionCommand, { type: 'UndoPromotion' }>,
  state: PlanState,
  context: CommandContext,
): PromotionEvent[] {
  const plan = ownPlan(state, context);
  if (plan.status === 'Planned' || plan.batchId !== command.batchId)
    throw new ConflictError(m.notApplied);
  if (plan.status === 'Applying') throw new ConflictError(m.applying);
  const { schoolId, planId } = plan;
  const batch = { schoolId, planId, batchId: command.batchId };
  if (plan.status === 'Undoing')
    return [{ type: 'PromotionUndone', data: { ...batch, undoneAt: context.now } }];
  if (command.touched.length > 0) throw new ConflictError(m.touchedSince(command.touched));
  return [{ type: 'PromotionUndoStarted', data: { ...batch, startedAt: context.now } }];
}

export function decidePromotion(
  command: PromotionCommand,
  state: PlanState,
  context: CommandContext,
): PromotionEvent[] {
  switch (command.type) {
    case 'PlanPromotion':
      return plan(command, state, context);
    case 'ChangePromotionPlan':
      return change(command, state, context);
    case 'ApplyPromotion':
      return apply(command, state, context);
    case 'UndoPromotion':
      return undo(command, state, context);
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const promotionDecider: Decider<PlanState, PromotionCommand, PromotionEvent> = {
  initialState: initialPlanState,
  decide: decidePromotion,
  evolve: evolvePlan,
};
