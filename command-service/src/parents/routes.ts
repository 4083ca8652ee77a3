import type pg from 'pg';
import {
  ConflictError,
  ForbiddenError,
  authMessages,
  parentInvitationMessages as m,
  parentManagementMessages as mm,
  type ChangeParentStatus,
  type CommandContext,
  type InviteParent,
  type LinkParentToStudent,
  type ParentEvent,
  type RegisterParent,
  type RemoveParent,
  type UnlinkParentFromStudent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AccountHolder, Users } from '../auth/users';
import type { CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { openParentAccount, parentAccountExists } from './accounts';
import { parentDecider } from './decide';
import { ParentInvites, type Invite } from './invites';
import { parentIdFor, parentStream, type ParentState } from './parent';
import { studentRefOf } from '../students/placement';

export interface ParentDependencies {
  store: EventStore;
  pool: pg.Pool;
  users: Users;
  /** The accounts that already sign in with this phone and with this email, if any. */
  accountsUsing(
    email: string | null,
    phone: string,
  ): Promise<{ byPhone?: AccountHolder; byEmail?: AccountHolder }>;
}

/** The decider sees RegisterParent; the edge also carries the invitation and the password hash, never to the log. */
type RegisterParentRequest = RegisterParent & {
  credentials: { invite: Invite; passwordHash: string };
};

export function registerParentCommands(registry: CommandRegistry, deps: ParentDependencies): void {
  const invites = new ParentInvites(deps.pool);

  registry.register<InviteParent, ParentState, ParentEvent>({
    type: 'InviteParent',
    parse(req, context) {
      if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
      const input = parseInput('InviteParent', req.body);
      return {
        type: 'InviteParent',
        ...input,
        schoolId: context.schoolId,
        parentId: parentIdFor(context.schoolId, input.phoneNumber),
      };
    },
    streamId: (c) => parentStream(c.parentId),
    decider: parentDecider,
    /**
     * An identifier another account signs in with is refused without saying whose it is: the
     * admin learns only what is theirs to know, that a parent of their own school already uses it.
     * A parent who signs in through another school is the same parent: invited here too, they keep
     * their one sign-in (the invitation tells them so) and answer the admin like an unknown phone.
     */
    async precheck(command, state) {
      if (state.status !== 'Initial' && state.status !== 'Invited') return;
      const { byPhone, byEmail } = await deps.accountsUsing(
        command.email ?? null,
        command.phoneNumber,
      );
      const parentOfThisSchool = (holder: AccountHolder) =>
        holder.role === 'PARENT' && holder.schoolId === command.schoolId;
      const parentElsewhere = byPhone && byPhone.role === 'PARENT' && !parentOfThisSchool(byPhone);
      if (byPhone && !parentElsewhere) {
        const message = parentOfThisSchool(byPhone) ? m.alreadyRegistered : m.phoneUnavailable;
        throw new ConflictError(message, [{ field: 'phoneNumber', message }]);
      }
      if (!byEmail || byEmail.id === byPhone?.id) return;
      const message = parentOfThisSchool(byEmail) ? m.emailOfAnotherParent : m.emailUnavailable;
      throw new ConflictError(message, [{ field: 'email', message }]);
    },
    answer: (c) => ({ parentId: c.parentId }),
  });

  registry.register<RegisterParentRequest, ParentState, ParentEvent>({
    type: 'RegisterParent',
    async parse(req) {
      const {
        password,
        repeatPassword: _repeat,
        inviteToken,
        ...details
      } = parseInput('RegisterParent', req.body);
      const invite = await invites.find(inviteToken);
      if (!invite || invite.phone !== details.phonenumber)
        throw new ForbiddenError(m.inviteInvalid);
      return {
        type: 'RegisterParent',
        parentId: invite.parentId,
        schoolId: invite.schoolId,
        details,
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
      if (invite.used && !(await parentAccountExists(deps.pool, command.parentId)))
        throw new ForbiddenError(m.inviteInvalid);
      await openParentAccount(deps.pool, invite, {
        parentId: command.parentId,
        schoolId: command.schoolId,
        details: command.details,
        passwordHash,
      });
    },
    answer: (c) => ({ parentId: c.parentId }),
  });

  registerParentManagement(registry, deps);
}

const schoolOf = (context: CommandContext): string => {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
};

/** Spec 001 §2.6: an admin links and unlinks children, opens and closes access, removes a parent. */
function registerParentManagement(registry: CommandRegistry, deps: ParentDependencies): void {
  const common = {
    streamId: (c: { parentId: string }) => parentStream(c.parentId),
    decider: parentDecider,
  };
  const answer = (c: { parentId: string }) => ({ parentId: c.parentId });

  registry.register<LinkParentToStudent, ParentState, ParentEvent>({
    ...common,
    type: 'LinkParentToStudent',
    async parse(req, context) {
      const { parentId, studentId } = parseInput('LinkParentToStudent', req.body);
      const student = await studentRefOf(deps.store, schoolOf(context), studentId);
      if (student.status === 'Withdrawn') throw new ConflictError(mm.studentWithdrawn);
      return { type: 'LinkParentToStudent', parentId, student: student.ref };
    },
    answer,
  });

  registry.register<UnlinkParentFromStudent, ParentState, ParentEvent>({
    ...common,
    type: 'UnlinkParentFromStudent',
    async parse(req, context) {
      const { parentId, studentId } = parseInput('UnlinkParentFromStudent', req.body);
      return {
        type: 'UnlinkParentFromStudent',
        parentId,
        student: (await studentRefOf(deps.store, schoolOf(context), studentId)).ref,
      };
    },
    answer,
  });

  registry.register<ChangeParentStatus, ParentState, ParentEvent>({
    ...common,
    type: 'ChangeParentStatus',
    parse: (req) => ({ type: 'ChangeParentStatus', ...parseInput('ChangeParentStatus', req.body) }),
    answer,
  });

  registry.register<RemoveParent, ParentState, ParentEvent>({
    ...common,
    type: 'RemoveParent',
    /** The admin's own password, as the delete popup asks; checked here and dropped, never logged or stored. */
    async parse(req, context) {
      const { parentId, password } = parseInput('RemoveParent', req.body);
      const admin = context.actorId ? await deps.users.findById(context.actorId) : undefined;
      if (!(await verifyPassword(admin?.passwordHash ?? null, password))) {
        throw new ForbiddenError(mm.passwordWrong, [
          { field: 'password', message: mm.passwordWrong },
        ]);
      }
      return { type: 'RemoveParent', parentId };
    },
    answer,
  });
}
