import {
  ConflictError,
  NotFoundError,
  approvalMessages,
  type ApproveSchool,
  type CommandContext,
  type EnrolSchool,
  type RejectSchool,
  type SchoolCommand,
  type SchoolEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { correct } from './correct';
import { evolveSchool, initialSchoolState, type SchoolState } from './school';

function enrol(command: EnrolSchool, state: SchoolState, context: CommandContext): SchoolEvent[] {
  if (state.status !== 'Initial') throw new ConflictError('This school has already been enrolled.');
  return [
    {
      type: 'SchoolEnrolmentSubmitted',
      data: {
        schoolId: command.schoolId,
        details: command.details,
        logo: command.logo,
        receipt: command.receipt,
        submittedAt: context.now,
      },
    },
  ];
}

function approve(
  command: ApproveSchool,
  state: SchoolState,
  context: CommandContext,
): SchoolEvent[] {
  if (state.status === 'Initial') throw new NotFoundError(approvalMessages.notFound);
  if (state.status !== 'Pending')
    throw new ConflictError(approvalMessages.alreadyDecided(state.status));
  const d = state.details;
  return [
    {
      type: 'SchoolApproved',
      data: {
        schoolId: state.schoolId,
        approvedAt: context.now,
        admin: {
          userId: command.adminUserId,
          firstName: d.adminFirstname,
          lastName: d.adminLastname,
          email: d.adminEmail.toLowerCase(),
          phone: d.adminPhonenumber,
        },
      },
    },
  ];
}

function reject(command: RejectSchool, state: SchoolState, context: CommandContext): SchoolEvent[] {
  if (state.status === 'Initial') throw new NotFoundError(approvalMessages.notFound);
  if (state.status !== 'Pending')
    throw new ConflictError(approvalMessages.alreadyDecided(state.status));
  return [
    {
      type: 'SchoolRejected',
      data: { schoolId: state.schoolId, rejectedAt: context.now, reason: command.reason },
    },
  ];
}

export function decideSchool(
  command: SchoolCommand,
  state: SchoolState,
  context: CommandContext,
): SchoolEvent[] {
  switch (command.type) {
    case 'EnrolSchool':
      return enrol(command, state, context);
    case 'ApproveSchool':
      return approve(command, state, context);
    case 'RejectSchool':
      return reject(command, state, context);
    case 'CorrectSchoolDetails':
      return correct(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled school command ${JSON.stringify(unknown)}`);
    }
  }
}

export const schoolDecider: Decider<SchoolState, SchoolCommand, SchoolEvent> = {
  initialState: initialSchoolState,
  decide: decideSchool,
  evolve: evolveSchool,
};
