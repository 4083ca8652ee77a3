import {
  ConflictError,
  NotFoundError,
  bursarMessages as m,
  type BursarCommand,
  type BursarEvent,
  type CommandContext,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { ownSchool } from '../scope';
import { evolveBursar, initialBursarState, type BursarState } from './bursar';

type Command<T extends BursarCommand['type']> = Extract<BursarCommand, { type: T }>;

/** The admin adds a bursar to their own school; a stream already holding one is not added twice. */
function register(
  command: Command<'RegisterBursar'>,
  state: BursarState,
  context: CommandContext,
): BursarEvent[] {
  if (state.status !== 'Initial') throw new ConflictError(m.alreadyRegistered);
  const { bursarId, firstName, lastName, email, phone } = command;
  return [
    {
      type: 'BursarRegistered',
      data: {
        schoolId: context.schoolId ?? '',
        bursarId,
        firstName,
        lastName,
        email,
        ...(phone ? { phone } : {}),
        registeredAt: context.now,
      },
    },
  ];
}

/** The admin deactivates or reactivates their own school's bursar; the status they have is nothing to do. */
function changeStatus(
  command: Command<'ChangeBursarStatus'>,
  state: BursarState,
  context: CommandContext,
): BursarEvent[] {
  if (state.status === 'Initial' || !ownSchool(state, context)) throw new NotFoundError(m.notFound);
  if (state.status === command.status) return [];
  return [
    {
      type: 'BursarStatusChanged',
      data: {
        schoolId: state.schoolId,
        bursarId: state.bursarId,
        before: state.status,
        status: command.status,
        changedAt: context.now,
      },
    },
  ];
}

export function decideBursar(
  command: BursarCommand,
  state: BursarState,
  context: CommandContext,
): BursarEvent[] {
  switch (command.type) {
    case 'RegisterBursar':
      return register(command, state, context);
    case 'ChangeBursarStatus':
      return changeStatus(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled bursar command ${JSON.stringify(unknown)}`);
    }
  }
}

export const bursarDecider: Decider<BursarState, BursarCommand, BursarEvent> = {
  initialState: initialBursarState,
  decide: decideBursar,
  evolve: evolveBursar,
};
