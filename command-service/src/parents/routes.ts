import type pg from 'pg';
import {
  ConflictError,
  ForbiddenError,
  InviteParentInput,
  RegisterParentInput,
  authMessages,
  parentInvitationMessages as m,
  type Role,
  type InviteParent,
  type ParentEvent,
  type RegisterParent,
} from '@chikoro/contracts';
import { hashPassword } from '../auth/passwords';
import type { CommandRegistry } from '../commands/registry';
import { parseWith } from '../commands/parse';
import { openParentAccount, parentAccountExists } from './accounts';
import { parentDecider } from './decide';
import { ParentInvites, type Invite } from './invites';
import { parentIdFor, parentStream, type ParentState } from './parent';

export interface ParentDependencies {
  pool: pg.Pool;
  /** The account that already signs in with this phone or email, if any. */
  accountUsing(email: string | null, phone: string): Promise<{ field: 'email' | 'phone'; role: Role; schoolId: string | null } | undefined>;
}

/** The decider sees RegisterParent; the edge also carries the invitation and the password hash, never to the log. */
type RegisterParentRequest = RegisterParent & { credentials: { invite: Invite; passwordHash: string } };

export function registerParentCommands(registry: CommandRegistry, deps: ParentDependencies): void {
  const invites = new ParentInvites(deps.pool);

  registry.register<InviteParent, ParentState, ParentEvent>({
    type: 'InviteParent',
    access: ['ADMIN'],
    parse(req, context) {
      if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
      const input = parseWith(InviteParentInput, req.body);
      return { type: 'InviteParent', ...input, schoolId: context.schoolId, parentId: parentIdFor(context.schoolId, input.phoneNumber) };
    },
    streamId: (c) => parentStream(c.parentId),
    decider: parentDecider,
    /**
     * An identifier another account signs in with is refused without saying whose it is: the
     * admin learns only what is theirs to know, that a parent of their own school already uses it.
     */
    async precheck(command, state) {
      if (state.status === 'Registered') return;
      const holder = await deps.accountUsing(command.email ?? null, command.phoneNumber);
      if (!holder) return;
      const parentOfThisSchool = holder.role === 'PARENT' && holder.schoolId === command.schoolId;
      if (holder.field === 'phone') {
        const message = parentOfThisSchool ? m.alreadyRegistered : m.phoneUnavailable;
        throw new ConflictError(message, [{ field: 'phoneNumber', message }]);
      }
      const message = parentOfThisSchool ? m.emailOfAnotherParent : m.emailUnavailable;
      throw new ConflictError(message, [{ field: 'email', message }]);
    },
    answer: (c) => ({ parentId: c.parentId }),
  });

  registry.register<RegisterParentRequest, ParentState, ParentEvent>({
    type: 'RegisterParent',
    access: 'public',
    async parse(req) {
      const { password, repeatPassword: _repeat, inviteToken, ...details } = parseWith(RegisterParentInput, req.body);
      const invite = await invites.find(inviteToken);
      if (!invite || invite.phone !== details.phonenumber) throw new ForbiddenError(m.inviteInvalid);
      return {
        type: 'RegisterParent', parentId: invite.parentId, schoolId: invite.schoolId, details,
        credentials: { invite, passwordHash: await hashPassword(password) },
      };
    },
    streamId: (c) => parentStream(c.parentId),
    decider: parentDecider,
    /**
     * The account is written before the registration is appended; a registration interrupted
     * between the two is finished by sending it again with the same (spent) invitation, which is
     * accepted only while the account exists and the stream does not yet say Registered.
     */
    async precheck(command, state) {
      if (state.status !== 'Invited') return;
      const { invite, passwordHash } = command.credentials;
      if (invite.used && !(await parentAccountExists(deps.pool, command.parentId))) throw new ForbiddenError(m.inviteInvalid);
      await openParentAccount(deps.pool, invite, { parentId: command.parentId, schoolId: command.schoolId, details: command.details, passwordHash });
    },
    answer: (c) => ({ parentId: c.parentId }),
  });
}
