import type { CommandContext, MarksEntryEvent } from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

export { marksEntryStream } from '@chikoro/contracts';

/** A term's mark entry: open until the admin locks it; reopened with a reason. */
export type MarksEntryState = { status: 'Open' } | { status: 'Locked'; lockedAt: string };

export type MarksEntryCommand =
  | { type: 'LockMarks'; schoolId: string; termId: string }
  | { type: 'ReopenMarks'; schoolId: string; termId: string; reason: string };

export function evolveMarksEntry(
  state: MarksEntryState,
  event: MarksEntryEvent | { type: string; data: unknown },
): MarksEntryState {
  const e = event as MarksEntryEvent;
  if (e.type === 'MarksLocked') return { status: 'Locked', lockedAt: e.data.lockedAt };
  if (e.type === 'MarksReopened') return { status: 'Open' };
  return state;
}

/** Locking a locked term or reopening an open one is nothing to do: no event, no error. */
export function decideMarksEntry(
  command: MarksEntryCommand,
  state: MarksEntryState,
  context: CommandContext,
): MarksEntryEvent[] {
  switch (command.type) {
    case 'LockMarks':
      if (state.status === 'Locked') return [];
      return [
        {
          type: 'MarksLocked',
          data: { schoolId: command.schoolId, termId: command.termId, lockedAt: context.now },
        },
      ];
    case 'ReopenMarks':
      if (state.status === 'Open') return [];
      return [
        {
          type: 'MarksReopened',
          data: {
            schoolId: command.schoolId,
            termId: command.termId,
            reason: command.reason,
            reopenedAt: context.now,
          },
        },
      ];
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled mark-entry command ${JSON.stringify(unknown)}`);
    }
  }
}

export const marksEntryDecider: Decider<MarksEntryState, MarksEntryCommand, MarksEntryEvent> = {
  initialState: { status: 'Open' },
  decide: decideMarksEntry,
  evolve: evolveMarksEntry,
};
