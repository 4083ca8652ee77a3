import type { FieldChange, PersonEvent, ProfileUpdated, UpdateMyProfile } from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

export { userStream } from '@chikoro/contracts';

/**
 * A person's own stream: the superadmin's registration, then their profile changes. An account
 * made by another aggregate (a school's admin, from SchoolApproved) starts here unnamed.
 */
export type AccountState = { status: 'Unnamed' } | { status: 'Named'; firstName: string; lastName: string };

export const initialAccountState: AccountState = { status: 'Unnamed' };

/** Never throws; ignores what it does not know. */
export function evolveAccount(state: AccountState, event: PersonEvent | { type: string; data: unknown }): AccountState {
  const e = event as PersonEvent;
  switch (e.type) {
    case 'SuperadminRegistered':
    case 'ProfileUpdated':
      return { status: 'Named', firstName: e.data.firstName, lastName: e.data.lastName };
    default:
      return state;
  }
}

/**
 * The names before are the stream's when it has named the person, else the account's as the
 * command read them; nothing changed appends nothing.
 */
export function updateMyProfile(command: UpdateMyProfile, state: AccountState, now: string): ProfileUpdated[] {
  const before = state.status === 'Named' ? state : command.current;
  const changes: FieldChange[] = [];
  if (before.firstName !== command.firstName) changes.push({ field: 'firstName', before: before.firstName, after: command.firstName });
  if (before.lastName !== command.lastName) changes.push({ field: 'lastName', before: before.lastName, after: command.lastName });
  if (changes.length === 0) return [];
  return [{ type: 'ProfileUpdated', data: { userId: command.userId, updatedAt: now, firstName: command.firstName, lastName: command.lastName, changes } }];
}

export const accountDecider: Decider<AccountState, UpdateMyProfile, ProfileUpdated> = {
  initialState: initialAccountState,
  decide(command, state, context) {
    switch (command.type) {
      case 'UpdateMyProfile':
        return updateMyProfile(command, state, context.now);
      default: {
        const unknown: never = command.type;
        throw new Error(`Unhandled account command ${String(unknown)}`);
      }
    }
  },
  evolve: evolveAccount,
};
