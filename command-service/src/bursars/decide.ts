import {
  ConflictError,
  bursarMessages as m,
  type BursarCommand,
  type BursarEvent,
  type CommandContext,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { evolveBursar, initialBursarState, type BursarState } from './bursar';

/** The admin adds a bursar to their own school; a stream already holding one is not added twice. */
function register(
  command: BursarCommand,
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

export function decideBursar(
  command: BursarCommand,
  state: BursarState,
  context: CommandContext,
): BursarEvent[] {
  switch (command.type) {
    case 'RegisterBursar':
      return register(command, state, context);
    default: {
      const unknown: never = command.type;
      throw new Error(`Unhandled bursar command ${JSON.stringify(unknown)}`);
    }
  }
}

export const bursarDecider: Decider<BursarState, BursarCommand, BursarEvent> = {
  initialState: initialBursarState,
  decide: decideBursar,
  evolve: evolveBursar,
};
