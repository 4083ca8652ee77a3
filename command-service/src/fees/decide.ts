import {
  ConflictError,
  NotFoundError,
  feeMessages as m,
  type CommandContext,
  type FeeItemDetails,
  type FeeScheduleCommand,
  type FeeScheduleEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { feeKeepersSchool } from './keepers';
import {
  evolveFeeSchedule,
  initialFeeScheduleState,
  type FeeScheduleState,
  type ScheduleItem,
} from './feeSchedule';

type Of<T extends FeeScheduleCommand['type']> = Extract<FeeScheduleCommand, { type: T }>;
type Decide<T extends FeeScheduleCommand['type']> = (
  command: Of<T>,
  state: FeeScheduleState,
  schoolId: string,
  context: CommandContext,
) => FeeScheduleEvent[];

const fields = ['name', 'category', 'amount', 'dueDate', 'payers'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const pick = (d: FeeItemDetails): FeeItemDetails => ({
  name: d.name,
  category: d.category,
  amount: d.amount,
  dueDate: d.dueDate,
  payers: d.payers,
});
const draftVersion = (state: FeeScheduleState) =>
  state.status === 'Initial' ? 1 : state.approvedVersion + 1;
const itemsOf = (state: FeeScheduleState): ScheduleItem[] =>
  state.status === 'Initial' ? [] : Object.values(state.items);

/** Another school's term never reaches here (the edge finds terms in the token's school); its stream would still say so. */
function ownSchedule(state: FeeScheduleState, schoolId: string): FeeScheduleState {
  if (state.status !== 'Initial' && state.schoolId !== schoolId)
    throw new NotFoundError(m.termNotFound);
  return state;
}

function ownItem(state: FeeScheduleState, feeItemId: string): ScheduleItem {
  const item = state.status === 'Initial' ? undefined : state.items[feeItemId];
  if (!item)
    throw new NotFoundError(m.itemNotFound, [{ field: 'feeItemId', message: m.itemNotFound }]);
  return item;
}

function nameFree(state: FeeScheduleState, name: string, feeItemId: string) {
  if (itemsOf(state).some((i) => i.feeItemId !== feeItemId && sameName(i.name, name)))
    throw new ConflictError(m.nameTaken, [{ field: 'name', message: m.nameTaken }]);
}

const defineItem: Decide<'DefineFeeItem'> = (c, state, schoolId, context) => {
  const existing = state.status === 'Initial' ? undefined : state.items[c.feeItemId];
  if (existing && same(pick(existing), pick(c))) return [];
  if (existing) throw new ConflictError('This fee item already exists');
  nameFree(state, c.name, c.feeItemId);
  const { termId, termName, feeItemId } = c;
  return [
    {
      type: 'FeeItemDefined',
      data: {
        schoolId,
        termId,
        termName,
        version: draftVersion(state),
        feeItemId,
        ...pick(c),
        definedAt: context.now,
      },
    },
  ];
};

/** Only what differs counts; a change to an approved schedule starts its next draft version. */
const changeItem: Decide<'ChangeFeeItem'> = (c, state, schoolId, context) => {
  const item = ownItem(state, c.feeItemId);
  const before = pick(item);
  const after = {
    ...before,
    ...Object.fromEntries(fields.filter((f) => c[f] !== undefined).map((f) => [f, c[f]])),
  } as FeeItemDetails;
  if (same(before, after)) return [];
  if (!sameName(before.name, after.name)) nameFree(state, after.name, item.feeItemId);
  const { termId, termName, feeItemId } = c;
  return [
    {
      type: 'FeeItemChanged',
      data: {
        schoolId,
        termId,
        termName,
        version: draftVersion(state),
        feeItemId,
        ...after,
        before,
        changedAt: context.now,
      },
    },
  ];
};

/** Only an item no approved version holds may go: what was approved is changed, never erased. */
const removeItem: Decide<'RemoveFeeItem'> = (c, state, schoolId, context) => {
  if (state.status !== 'Initial' && state.removed.includes(c.feeItemId)) return [];
  const item = ownItem(state, c.feeItemId);
  if (item.approvedIn !== null)
    throw new ConflictError(m.removeApproved, [{ field: 'feeItemId', message: m.removeApproved }]);
  const { termId, termName, feeItemId } = c;
  return [
    {
      type: 'FeeItemRemoved',
      data: {
        schoolId,
        termId,
        termName,
        version: draftVersion(state),
        feeItemId,
        name: item.name,
        removedAt: context.now,
      },
    },
  ];
};

/** Each approval is the next version, every item as it stands; an approved schedule unchanged is nothing to do. */
const approve: Decide<'ApproveFeeSchedule'> = (c, state, schoolId, context) => {
  if (state.status === 'Approved') return [];
  const items = itemsOf(state);
  if (items.length === 0) throw new ConflictError(m.nothingToApprove);
  const { termId, termName } = c;
  return [
    {
      type: 'FeeScheduleApproved',
      data: {
        schoolId,
        termId,
        termName,
        version: draftVersion(state),
        items: items.map((i) => ({ feeItemId: i.feeItemId, ...pick(i) })),
        approvedBy: context.actorId,
        approvedAt: context.now,
      },
    },
  ];
};

/** A term's fee schedule at the keeper's own school: the school is the token's, never the body's. */
export function decideFeeSchedule(
  command: FeeScheduleCommand,
  state: FeeScheduleState,
  context: CommandContext,
): FeeScheduleEvent[] {
  const schoolId = feeKeepersSchool(context);
  const own = ownSchedule(state, schoolId);
  switch (command.type) {
    case 'DefineFeeItem':
      return defineItem(command, own, schoolId, context);
    case 'ChangeFeeItem':
      return changeItem(command, own, schoolId, context);
    case 'RemoveFeeItem':
      return removeItem(command, own, schoolId, context);
    case 'ApproveFeeSchedule':
      return approve(command, own, schoolId, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled fee schedule command ${JSON.stringify(unknown)}`);
    }
  }
}

export const feeScheduleDecider: Decider<FeeScheduleState, FeeScheduleCommand, FeeScheduleEvent> = {
  initialState: initialFeeScheduleState,
  decide: decideFeeSchedule,
  evolve: evolveFeeSchedule,
};
