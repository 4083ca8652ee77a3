import {
  ConcurrencyConflictError,
  ConflictError,
  promotionMessages as m,
  type CommandContext,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { executeCommand, type CommandResult, type ExecuteOptions } from '../commands/execute';
import { decidePromotion, promotionDecider, type PromotionCommand } from './decide';
import { promotionPlanStream, type PlanState } from './plan';
import { applyRows, changedSince, checkStillPlanned, reverseRows, touchedSince } from './students';

type Apply = Extract<PromotionCommand, { type: 'ApplyPromotion' }>;
type Undo = Extract<PromotionCommand, { type: 'UndoPromotion' }>;

const changedMeanwhile =
  'This promotion was changed by someone else at the same time. Reload it and try again.';

/**
 * One step on the plan's stream, decided only on the state the edge checked before it: another
 * tab's step in between makes this one a 409, so a batch is begun or finished once.
 */
const step = (expected: PlanState['status']) => ({
  streamId: (c: Apply | Undo) => promotionPlanStream(c.planId),
  decider: promotionDecider,
  precheck: async (_c: Apply | Undo, state: PlanState) => {
    if (state.status !== expected) throw new ConcurrencyConflictError(changedMeanwhile);
  },
  answer: (c: Apply | Undo) => ({ planId: c.planId, batchId: c.batchId }),
});

async function planOf(store: EventStore, planId: string) {
  const history = await store.readStream(promotionPlanStream(planId));
  const state = fold(promotionDecider, history.map(decodeEvent));
  /** Where the plan's last event of these types is in the log (0 when none). */
  const lastOf = (...types: string[]) =>
    history.findLast((e: RecordedEvent) => types.includes(e.type))?.position ?? 0;
  return { state, lastOf };
}

/**
 * ApplyPromotion as a batch that cannot half-happen: PromotionApplicationStarted fixes the batch,
 * then each student's event carrying its id, then PromotionApplied. A failure part way leaves the
 * plan Applying; applying it again finishes that batch, skipping the students it already moved.
 */
export async function applyBatch(
  store: EventStore,
  command: Apply,
  context: CommandContext,
  options: ExecuteOptions,
): Promise<CommandResult> {
  const before = await planOf(store, command.planId);
  if (before.state.status === 'Applying') command.batchId = before.state.batchId;
  decidePromotion(command, before.state, context);
  if (before.state.status === 'Planned') {
    await checkStillPlanned(store, before.state.rows);
    await executeCommand(store, step('Planned'), command, context);
  }
  const { state, lastOf } = await planOf(store, command.planId);
  if (state.status !== 'Applying') throw new ConcurrencyConflictError(changedMeanwhile);
  const batch = { ...context, batchId: state.batchId };
  await applyRows(
    store,
    state.schoolId,
    state.applied,
    batch,
    lastOf('PromotionApplicationStarted'),
  );
  return executeCommand(store, step('Applying'), command, context, options);
}

/**
 * UndoPromotion likewise: PromotionUndoStarted (once nothing of the new year names the students),
 * each student's reversing event, then PromotionUndone; undoing an Undoing plan again finishes it.
 */
export async function undoBatch(
  store: EventStore,
  command: Undo,
  context: CommandContext,
  options: ExecuteOptions,
): Promise<CommandResult> {
  const before = await planOf(store, command.planId);
  const plan = before.state;
  if (plan.status === 'Applied' && plan.batchId === command.batchId) {
    // The batch began at its Started event (a batch of one step: at its Applied event).
    const begun = before.lastOf('PromotionApplicationStarted') || before.lastOf('PromotionApplied');
    command.touched = await touchedSince(store, plan.schoolId, begun, plan.applied);
    decidePromotion(command, plan, context);
    const moved = await changedSince(store, begun, command.batchId, plan.applied);
    if (moved.length > 0) throw new ConflictError(m.movedSince(moved));
    await executeCommand(store, step('Applied'), command, context);
  } else decidePromotion(command, plan, context);
  const { state, lastOf } = await planOf(store, command.planId);
  if (state.status !== 'Undoing') throw new ConcurrencyConflictError(changedMeanwhile);
  const batch = { ...context, batchId: state.batchId };
  await reverseRows(store, state.schoolId, state.applied, batch, lastOf('PromotionUndoStarted'));
  return executeCommand(store, step('Undoing'), command, context, options);
}
