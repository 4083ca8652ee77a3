import type pg from 'pg';
import {
  ConflictError,
  ForbiddenError,
  InviteParentInput,
  RegisterParentInput,
  authMessages,
  parentInvitationMessages as m,
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
  /** Which sign-in identifier another account already uses. */
  identifierTaken(email: string, phone: string): Promise<'email' | 'phone' | undefined>;
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
    async precheck(command, state) {
      if (state.status !== 'Initial' && state.status !== 'Invited') return;
      const taken = await deps.identifierTaken(command.email ?? '', command.phoneNumber);
      if (taken === 'phone') throw new ConflictError(m.phoneTaken(command.phoneNumber));
      if (taken === 'email' && command.email) throw new ConflictError(m.emailTaken(command.email));
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
