import { randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  NotFoundError,
  ValidationError,
  authMessages,
  promotionMessages as m,
  type CommandContext,
  type PromotionEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { schoolEvents } from '../imports/records';
import { schoolSetupOf } from '../setup/reader';
import { placementOf } from '../students/placement';
import { applyBatch, undoBatch } from './batch';
import { promotionDecider, type PromotionCommand } from './decide';
import { promotionPlanStream, type PlanState } from './plan';
import { nextLevelOf, proposeRows } from './propose';
import { activeStudentsOf, openClassesOf } from './school';

type Of<T extends PromotionCommand['type']> = Extract<PromotionCommand, { type: T }>;

const schoolOf = (context: CommandContext): string => {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
};
const invalid = (field: string, message: string) =>
  new ValidationError(message, [{ field, message }]);

/** The dry run, worked out from the school's set-up, classes and active students of the level. */
async function planOf(
  store: EventStore,
  schoolId: string,
  body: unknown,
): Promise<Of<'PlanPromotion'>> {
  const input = parseInput('PlanPromotion', body);
  const setup = await schoolSetupOf(store, schoolId);
  const fromYear = setup.years[input.fromYearId];
  const toYear = setup.years[input.toYearId];
  if (!fromYear || !toYear) throw new NotFoundError(m.yearNotFound);
  if (toYear.startDate <= fromYear.startDate) throw invalid('toYearId', m.toYearAfter);
  const levels = Object.values(setup.levels).map((l) => ({ levelId: l.levelId, name: l.name }));
  const level = levels.find((l) => l.levelId === input.levelId);
  if (!level) throw new NotFoundError(m.levelNotFound);
  const toLevel = input.toLevelId
    ? levels.find((l) => l.levelId === input.toLevelId)
    : nextLevelOf(level, levels);
  if (input.toLevelId && !toLevel) throw new NotFoundError(m.levelNotFound);
  const classes = await openClassesOf(store, schoolId);
  const rows = proposeRows(level, toLevel, classes, await activeStudentsOf(store, schoolId));
  return {
    type: 'PlanPromotion',
    plan: {
      schoolId,
      planId: randomUUID(),
      fromYearId: fromYear.academicYearId,
      fromYearName: fromYear.name,
      toYearId: toYear.academicYearId,
      toYearName: toYear.name,
      levelId: level.levelId,
      levelName: level.name,
      ...(toLevel ? { toLevelId: toLevel.levelId, toLevelName: toLevel.name } : {}),
      rows,
    },
  };
}

/** Which plan applied a batch, from the school's own applications in the log. */
async function planOfBatch(store: EventStore, schoolId: string, batchId: string): Promise<string> {
  const applied = await schoolEvents(store, schoolId, ['PromotionApplied']);
  const found = applied.find((e) => (e.data as { batchId?: string }).batchId === batchId);
  if (!found) throw new NotFoundError(m.batchNotFound);
  return (found.data as { planId: string }).planId;
}

/**
 * PlanPromotion, ChangePromotionPlan, ApplyPromotion and UndoPromotion on the plan's stream. An
 * application or an undo is begun on the plan's stream, writes each student's event (with the
 * batch id, as a bulk import does), and is finished there (batch.ts).
 */
export function registerPromotionCommands(registry: CommandRegistry, store: EventStore): void {
  const common = {
    decider: promotionDecider,
    streamId: (c: PromotionCommand) =>
      promotionPlanStream(c.type === 'PlanPromotion' ? c.plan.planId : c.planId),
  };

  registry.register<Of<'PlanPromotion'>, PlanState, PromotionEvent>({
    ...common,
    type: 'PlanPromotion',
    parse: (req, context) => planOf(store, schoolOf(context), req.body),
    answer: (c) => ({ planId: c.plan.planId }),
  });

  registry.register<Of<'ChangePromotionPlan'>, PlanState, PromotionEvent>({
    ...common,
    type: 'ChangePromotionPlan',
    async parse(req, context) {
      const { toClassId, ...input } = parseInput('ChangePromotionPlan', req.body);
      const placement = toClassId
        ? await placementOf(store, schoolOf(context), toClassId).catch((e: unknown) => {
            throw e instanceof ValidationError ? invalid('toClassId', e.message) : e;
          })
        : undefined;
      return {
        type: 'ChangePromotionPlan',
        ...input,
        ...(placement
          ? {
              toClass: {
                classId: placement.classId,
                className: placement.className,
                levelId: placement.levelId,
              },
            }
          : {}),
      };
    },
    answer: (c) => ({ planId: c.planId }),
  });

  registry.register<Of<'ApplyPromotion'>, PlanState, PromotionEvent>({
    ...common,
    type: 'ApplyPromotion',
    parse: (req) => ({
      type: 'ApplyPromotion',
      ...parseInput('ApplyPromotion', req.body),
      batchId: randomUUID(),
    }),
    execute: (command, context, options) => applyBatch(store, command, context, options),
    answer: (c) => ({ planId: c.planId, batchId: c.batchId }),
  });

  registry.register<Of<'UndoPromotion'>, PlanState, PromotionEvent>({
    ...common,
    type: 'UndoPromotion',
    async parse(req, context) {
      const { batchId } = parseInput('UndoPromotion', req.body);
      const planId = await planOfBatch(store, schoolOf(context), batchId);
      return { type: 'UndoPromotion', planId, batchId, touched: [] };
    },
    execute: (command, context, options) => undoBatch(store, command, context, options),
    answer: (c) => ({ planId: c.planId, batchId: c.batchId }),
  });
}
