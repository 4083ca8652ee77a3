import {
  ConflictError,
  NotFoundError,
  enquiryStatusMessages as m,
  invitationRecipients,
  type CommandContext,
  type EnquiryCommand,
  type EnquiryEvent,
  type InviteEnquirerToEnrol,
  type RaiseEnquiry,
  type ReopenEnquiry,
  type ResolveEnquiry,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { evolveEnquiry, initialEnquiryState, type EnquiryState } from './enquiry';

function raise(
  command: RaiseEnquiry,
  state: EnquiryState,
  context: CommandContext,
): EnquiryEvent[] {
  if (state.status !== 'Initial') throw new ConflictError(m.alreadyRaised);
  return [
    {
      type: 'EnquiryRaised',
      data: { enquiryId: command.enquiryId, details: command.details, raisedAt: context.now },
    },
  ];
}

function resolve(
  command: ResolveEnquiry,
  state: EnquiryState,
  context: CommandContext,
): EnquiryEvent[] {
  if (state.status === 'Initial') throw new NotFoundError(m.notFound);
  if (state.status === 'Resolved') throw new ConflictError(m.alreadyResolved);
  return [
    {
      type: 'EnquiryResolved',
      data: { enquiryId: state.enquiryId, comment: command.comment, resolvedAt: context.now },
    },
  ];
}

function reopen(
  command: ReopenEnquiry,
  state: EnquiryState,
  context: CommandContext,
): EnquiryEvent[] {
  if (state.status === 'Initial') throw new NotFoundError(m.notFound);
  if (state.status === 'Pending') throw new ConflictError(m.notResolved);
  const comment = command.comment ? { comment: command.comment } : {};
  return [
    {
      type: 'EnquiryReopened',
      data: { enquiryId: state.enquiryId, ...comment, reopenedAt: context.now },
    },
  ];
}

/** Pending or resolved, the school may be invited to enrol, and reminded later with another invitation. */
function invite(
  command: InviteEnquirerToEnrol,
  state: EnquiryState,
  context: CommandContext,
): EnquiryEvent[] {
  if (state.status === 'Initial') throw new NotFoundError(m.notFound);
  return [
    {
      type: 'EnquirerInvitedToEnrol',
      data: {
        enquiryId: state.enquiryId,
        invitedAt: context.now,
        to: invitationRecipients(state.details),
      },
    },
  ];
}

export function decideEnquiry(
  command: EnquiryCommand,
  state: EnquiryState,
  context: CommandContext,
): EnquiryEvent[] {
  switch (command.type) {
    case 'RaiseEnquiry':
      return raise(command, state, context);
    case 'ResolveEnquiry':
      return resolve(command, state, context);
    case 'ReopenEnquiry':
      return reopen(command, state, context);
    case 'InviteEnquirerToEnrol':
      return invite(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled enquiry command ${JSON.stringify(unknown)}`);
    }
  }
}

export const enquiryDecider: Decider<EnquiryState, EnquiryCommand, EnquiryEvent> = {
  initialState: initialEnquiryState,
  decide: decideEnquiry,
  evolve: evolveEnquiry,
};
