import {
  ForbiddenError,
  ValidationError,
  authMessages,
  termCloseMessages as m,
  type CommandContext,
  type TermCloseEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { evolveTermClose, initialTermCloseState, type TermCloseState } from './termClose';

/** The term as the edge found it in the token's school's set-up (another school's term is not found there). */
export interface ClosingTerm {
  schoolId: string;
  termId: string;
  termName: string;
  /** The term's last day. */
  endDate: string;
}

export type TermCloseCommand =
  | { type: 'CloseTerm'; term: ClosingTerm }
  | { type: 'ReopenTerm'; term: ClosingTerm; reason: string }
  | { type: 'SetNextTermOpening'; term: ClosingTerm; opensOn: string };

/** Only the term's school's admin closes or reopens it. */
function schoolAdmin(term: ClosingTerm, context: CommandContext): void {
  if (context.actorRole !== 'ADMIN' || context.schoolId !== term.schoolId)
    throw new ForbiddenError(authMessages.forbidden);
}

/** Closing a closed term is nothing to do. */
function closeTerm(
  command: Extract<TermCloseCommand, { type: 'CloseTerm' }>,
  state: TermCloseState,
  context: CommandContext,
): TermCloseEvent[] {
  schoolAdmin(command.term, context);
  if (state.status === 'Closed') return [];
  const { schoolId, termId, termName } = command.term;
  return [{ type: 'TermClosed', data: { schoolId, termId, termName, closedAt: context.now } }];
}

/** Reopening an open term is nothing to do; a reopening always keeps its reason. */
function reopenTerm(
  command: Extract<TermCloseCommand, { type: 'ReopenTerm' }>,
  state: TermCloseState,
  context: CommandContext,
): TermCloseEvent[] {
  schoolAdmin(command.term, context);
  if (state.status === 'Open') return [];
  const { schoolId, termId, termName } = command.term;
  return [
    {
      type: 'TermReopened',
      data: { schoolId, termId, termName, reason: command.reason, reopenedAt: context.now },
    },
  ];
}

/** The next term opens after this one ends; the same day again is nothing to do. */
function setNextTermOpening(
  command: Extract<TermCloseCommand, { type: 'SetNextTermOpening' }>,
  state: TermCloseState,
  context: CommandContext,
): TermCloseEvent[] {
  schoolAdmin(command.term, context);
  if (command.opensOn <= command.term.endDate)
    throw new ValidationError(m.opensAfterTerm, [{ field: 'opensOn', message: m.opensAfterTerm }]);
  if (state.nextTermOpens === command.opensOn) return [];
  const { schoolId, termId, termName } = command.term;
  return [
    {
      type: 'NextTermOpeningSet',
      data: { schoolId, termId, termName, opensOn: command.opensOn, setAt: context.now },
    },
  ];
}

export function decideTermClose(
  command: TermCloseCommand,
  state: TermCloseState,
  context: CommandContext,
): TermCloseEvent[] {
  switch (command.type) {
    case 'CloseTerm':
      return closeTerm(command, state, context);
    case 'ReopenTerm':
      return reopenTerm(command, state, context);
    case 'SetNextTermOpening':
      return setNextTermOpening(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled term-close command ${JSON.stringify(unknown)}`);
    }
  }
}

export const termCloseDecider: Decider<TermCloseState, TermCloseCommand, TermCloseEvent> = {
  initialState: initialTermCloseState,
  decide: decideTermClose,
  evolve: evolveTermClose,
};
