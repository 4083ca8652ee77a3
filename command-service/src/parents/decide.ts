import {
  ConflictError,
  ForbiddenError,
  authMessages,
  parentInvitationMessages as m,
  type CommandContext,
  type InviteParent,
  type ParentCommand,
  type ParentEvent,
  type RegisterParent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { evolveParent, initialParentState, type ParentState } from './parent';

/** Only a school's admin invites, and only to the school of the token. */
function invite(command: InviteParent, state: ParentState, context: CommandContext): ParentEvent[] {
  if (context.actorRole !== 'ADMIN' || !context.schoolId || context.schoolId !== command.schoolId) throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'Registered') throw new ConflictError(m.alreadyRegistered);
  const { parentId, schoolId, phoneNumber, firstName, lastName, email } = command;
  return [{ type: 'ParentInvited', data: { parentId, schoolId, phoneNumber, firstName, lastName, email, invitedAt: context.now } }];
}

/** The invitation names the parent, the school and the phone; the details come from the parent. */
function register(command: RegisterParent, state: ParentState, context: CommandContext): ParentEvent[] {
  if (state.status === 'Initial') throw new ForbiddenError(m.inviteInvalid);
  if (state.status === 'Registered') throw new ConflictError(m.alreadyRegistered);
  if (state.schoolId !== command.schoolId || state.phoneNumber !== command.details.phonenumber) throw new ForbiddenError(m.inviteInvalid);
  return [{ type: 'ParentRegistered', data: { parentId: state.parentId, schoolId: state.schoolId, details: command.details, registeredAt: context.now } }];
}

export function decideParent(command: ParentCommand, state: ParentState, context: CommandContext): ParentEvent[] {
  switch (command.type) {
    case 'InviteParent':
      return invite(command, state, context);
    case 'RegisterParent':
      return register(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled parent command ${JSON.stringify(unknown)}`);
    }
  }
}

export const parentDecider: Decider<ParentState, ParentCommand, ParentEvent> = {
  initialState: initialParentState,
  decide: decideParent,
  evolve: evolveParent,
};
