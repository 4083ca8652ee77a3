import {
  ForbiddenError,
  authMessages,
  type ChangeMyPassword,
  type CommandContext,
  type FieldChange,
  type PasswordChanged,
  type PersonCommand,
  type PersonEvent,
  type ProfileUpdated,
  type RegisterSuperadmin,
  type SuperadminRegistered,
  type UpdateMyProfile,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

export { userStream } from '@chikoro/contracts';

/**
 * A person's own stream: the superadmin's registration, then their profile and password changes.
 * An account made by another aggregate (a school's admin, from SchoolApproved) starts here
 * unnamed, and is named by its first profile change.
 */
export type AccountState =
  | { status: 'Unnamed' }
  | { status: 'Named'; firstName: string; lastName: string }
  | { status: 'Registered'; firstName: string; lastName: string };

export const initialAccountState: AccountState = { status: 'Unnamed' };

/** Never throws; ignores what it does not know. */
export function evolveAccount(state: AccountState, event: PersonEvent | { type: string; data: unknown }): AccountState {
  const e = event as PersonEvent;
  switch (e.type) {
    case 'SuperadminRegistered':
      return { status: 'Registered', firstName: e.data.firstName, lastName: e.data.lastName };
    case 'ProfileUpdated':
      return { status: state.status === 'Registered' ? 'Registered' : 'Named', firstName: e.data.firstName, lastName: e.data.lastName };
    default:
      return state;
  }
}

/**
 * The names before are the stream's when it has named the person, else the account's as the
 * command read them; nothing changed appends nothing.
 */
export function updateMyProfile(command: UpdateMyProfile, state: AccountState, now: string): ProfileUpdated[] {
  const before = state.status === 'Unnamed' ? command.current : state;
  const changes: FieldChange[] = [];
  if (before.firstName !== command.firstName) changes.push({ field: 'firstName', before: before.firstName, after: command.firstName });
  if (before.lastName !== command.lastName) changes.push({ field: 'lastName', before: before.lastName, after: command.lastName });
  if (changes.length === 0) return [];
  return [{ type: 'ProfileUpdated', data: { userId: command.userId, updatedAt: now, firstName: command.firstName, lastName: command.lastName, changes } }];
}

/** Only the user changes their own password; every change is recorded (the fact, never the password). */
export function changeMyPassword(command: ChangeMyPassword, context: CommandContext): PasswordChanged[] {
  if (context.actorId !== command.userId) throw new ForbiddenError(authMessages.forbidden);
  return [{ type: 'PasswordChanged', data: { userId: command.userId, changedAt: context.now } }];
}

/** The bootstrap records the superadmin once; every later start has nothing to do. */
export function registerSuperadmin(command: RegisterSuperadmin, state: AccountState, context: CommandContext): SuperadminRegistered[] {
  if (context.actorRole !== 'SYSTEM') throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'Registered') return [];
  const { userId, firstName, lastName, email } = command;
  return [{ type: 'SuperadminRegistered', data: { userId, firstName, lastName, email, registeredAt: context.now } }];
}

export function decideAccount(command: PersonCommand, state: AccountState, context: CommandContext): PersonEvent[] {
  switch (command.type) {
    case 'UpdateMyProfile':
      return updateMyProfile(command, state, context.now);
    case 'ChangeMyPassword':
      return changeMyPassword(command, context);
    case 'RegisterSuperadmin':
      return registerSuperadmin(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled account command ${JSON.stringify(unknown)}`);
    }
  }
}

export const accountDecider: Decider<AccountState, PersonCommand, PersonEvent> = {
  initialState: initialAccountState,
  decide: decideAccount,
  evolve: evolveAccount,
};
