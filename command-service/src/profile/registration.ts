import {
  ConflictError,
  type CommandContext,
  type PersonCommand,
  type PersonEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { Clock } from '@chikoro/platform';
import { executeCommand, type ExecutableCommand } from '../commands/execute';
import { accountDecider, userStream, type AccountState } from './account';

const registerSuperadmin: ExecutableCommand<PersonCommand, AccountState, PersonEvent> = {
  streamId: (c) => userStream(c.userId),
  decider: accountDecider,
};

/**
 * Puts the superadmin's account in the log once (actor SYSTEM), so the audit log and the people
 * read model know them. An account made before this existed is recorded at the next start.
 */
export async function recordSuperadminRegistration(
  store: EventStore,
  user: { id: string; firstName: string; lastName: string; email: string },
  clock: Clock,
): Promise<void> {
  const command: PersonCommand = {
    type: 'RegisterSuperadmin',
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
  const context: CommandContext = {
    actorId: null,
    actorRole: 'SYSTEM',
    schoolId: null,
    now: clock.now().toISOString(),
  };
  try {
    await executeCommand(store, registerSuperadmin, command, context);
  } catch (error) {
    // Another replica starting at the same moment wrote first: deciding again on its events has nothing to do.
    if (!(error instanceof ConflictError)) throw error;
    await executeCommand(store, registerSuperadmin, command, context);
  }
}
