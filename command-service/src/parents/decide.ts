import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  authMessages,
  parentInvitationMessages as m,
  parentManagementMessages as mm,
  type ChangeParentStatus,
  type CommandContext,
  type InviteParent,
  type LinkParentToStudent,
  type ParentCommand,
  type ParentEvent,
  type RegisterParent,
  type RemoveParent,
  type StudentRef,
  type UnlinkParentFromStudent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { ownSchool } from '../scope';
import { evolveParent, initialParentState, type ParentState } from './parent';

type KnownState = Exclude<ParentState, { status: 'Initial' }>;

/** Only a school's admin invites, and only to the school of the token. */
function invite(command: InviteParent, state: ParentState, context: CommandContext): ParentEvent[] {
  if (context.actorRole !== 'ADMIN' || !context.schoolId || context.schoolId !== command.schoolId)
    throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'Active' || state.status === 'Inactive')
    throw new ConflictError(m.alreadyRegistered);
  if (state.status === 'Removed') throw new ConflictError(mm.removed);
  const { parentId, schoolId, phoneNumber, firstName, lastName, email } = command;
  return [
    {
      type: 'ParentInvited',
      data: { parentId, schoolId, phoneNumber, firstName, lastName, email, invitedAt: context.now },
    },
  ];
}

/** The invitation names the parent, the school and the phone; the details come from the parent. */
function register(
  command: RegisterParent,
  state: ParentState,
  context: CommandContext,
): ParentEvent[] {
  if (state.status === 'Initial' || state.status === 'Removed')
    throw new ForbiddenError(m.inviteInvalid);
  if (state.status !== 'Invited') throw new ConflictError(m.alreadyRegistered);
  if (state.schoolId !== command.schoolId || state.phoneNumber !== command.details.phonenumber)
    throw new ForbiddenError(m.inviteInvalid);
  return [
    {
      type: 'ParentRegistered',
      data: {
        parentId: state.parentId,
        schoolId: state.schoolId,
        details: command.details,
        registeredAt: context.now,
      },
    },
  ];
}

/** The admin's own school's parent; any other (or none) is "not found", never revealed. */
function ownParent(state: ParentState, context: CommandContext): KnownState {
  if (context.actorRole !== 'ADMIN') throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'Initial' || !ownSchool(state, context))
    throw new NotFoundError(mm.notFound);
  return state;
}

const linkData = (state: KnownState, student: StudentRef) => ({
  schoolId: state.schoolId,
  parentId: state.parentId,
  parentName: state.name,
  ...student,
});

function link(
  command: LinkParentToStudent,
  parentState: ParentState,
  context: CommandContext,
): ParentEvent[] {
  const state = ownParent(parentState, context);
  if (state.status === 'Removed') throw new ConflictError(mm.removed);
  if (state.studentIds.includes(command.student.studentId)) return [];
  return [
    {
      type: 'ParentLinkedToStudent',
      data: { ...linkData(state, command.student), linkedAt: context.now },
    },
  ];
}

function unlink(
  command: UnlinkParentFromStudent,
  parentState: ParentState,
  context: CommandContext,
): ParentEvent[] {
  const state = ownParent(parentState, context);
  if (state.status === 'Removed') throw new ConflictError(mm.removed);
  if (!state.studentIds.includes(command.student.studentId)) return [];
  return [
    {
      type: 'ParentUnlinkedFromStudent',
      data: { ...linkData(state, command.student), unlinkedAt: context.now },
    },
  ];
}

/** Active or Inactive, once the parent has an account to open or close. */
function changeStatus(
  command: ChangeParentStatus,
  parentState: ParentState,
  context: CommandContext,
): ParentEvent[] {
  const state = ownParent(parentState, context);
  if (state.status === 'Removed') throw new ConflictError(mm.removed);
  if (state.status === 'Invited') throw new ConflictError(mm.notRegistered);
  if (state.status === command.status) return [];
  return [
    {
      type: 'ParentStatusChanged',
      data: {
        schoolId: state.schoolId,
        parentId: state.parentId,
        before: state.status,
        status: command.status,
        changedAt: context.now,
      },
    },
  ];
}

/** The admin's password was checked at the edge; here only the parent's state rules. */
function remove(
  _command: RemoveParent,
  parentState: ParentState,
  context: CommandContext,
): ParentEvent[] {
  const state = ownParent(parentState, context);
  if (state.status === 'Removed') return [];
  return [
    {
      type: 'ParentRemoved',
      data: {
        schoolId: state.schoolId,
        parentId: state.parentId,
        before: state.status,
        removedAt: context.now,
      },
    },
  ];
}

/**
 * The parent named on a student's enrolment: invited when the school does not know them yet,
 * then linked to the student. A removed parent is left alone (the admin removed them on purpose).
 */
export function inviteAndLink(
  state: ParentState,
  invitation: InviteParent,
  student: StudentRef,
  context: CommandContext,
): ParentEvent[] {
  if (state.status === 'Removed') return [];
  const invited = state.status === 'Initial' ? invite(invitation, state, context) : [];
  const after = invited.reduce(evolveParent, state);
  return [
    ...invited,
    ...link(
      { type: 'LinkParentToStudent', parentId: invitation.parentId, student },
      after,
      context,
    ),
  ];
}

export function decideParent(
  command: ParentCommand,
  state: ParentState,
  context: CommandContext,
): ParentEvent[] {
  switch (command.type) {
    case 'InviteParent':
      return invite(command, state, context);
    case 'RegisterParent':
      return register(command, state, context);
    case 'LinkParentToStudent':
      return link(command, state, context);
    case 'UnlinkParentFromStudent':
      return unlink(command, state, context);
    case 'ChangeParentStatus':
      return changeStatus(command, state, context);
    case 'RemoveParent':
      return remove(command, state, context);
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
