import { Router, type Request } from 'express';
import type pg from 'pg';
import {
  ChangeMyPasswordInput,
  ConflictError,
  NotFoundError,
  Role,
  ValidationError,
  passwordChangeMessages,
  profileMessages,
  type ChangeMyPhoto,
  type MarkNotificationsSeen,
  type CommandContext,
  type NotificationsSeen,
  type PersonCommand,
  type PersonEvent,
  type UpdateMyProfile,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { requirePrincipal, type Clock, type Sessions } from '@chikoro/platform';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RefreshTokens } from '../auth/refreshTokens';
import { endAllSessions } from '../auth/routes';
import type { Users } from '../auth/users';
import { executeCommand, type ExecutableCommand } from '../commands/execute';
import { parseInput, parseWith } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { commandContextOf } from '../commands/route';
import { checkPhoto } from '../files/photo';
import type { FileStore } from '../files/store';
import { accountDecider, profileStream, userStream, type AccountState } from './account';
import { loadMyProfile } from './me';
import {
  notificationsDecider,
  notificationsStream,
  type NotificationsState,
} from './notifications';
import { PROFILES_REACTOR } from '../reactors/profiles';

/** Every signed-in role has a profile and a password of its own. */
const everyRole = Role.options;

export interface ProfileDependencies {
  users: Users;
  store: EventStore;
  pool: pg.Pool;
  files: FileStore;
  refreshTokens: RefreshTokens;
  sessions: Sessions;
  clock: Clock;
  consistencyTimeoutMs?: number;
}

async function signedInUser(req: Request, users: Users) {
  const principal = requirePrincipal(req.principal, everyRole);
  const user = await users.findById(principal.userId);
  if (!user) throw new NotFoundError('Your account no longer exists.');
  return { principal, user };
}

/** Read your writes: wait (bounded) until the profiles reactor has applied the given position. */
async function waitForProfiles(req: Request, pool: pg.Pool, timeoutMs: number): Promise<void> {
  const wanted = Number(req.headers['x-consistent-after']);
  if (!Number.isSafeInteger(wanted) || wanted <= 0) return;
  const deadline = Date.now() + timeoutMs;
  for (let delay = 10; Date.now() < deadline; delay = Math.min(delay * 2, 100)) {
    const { rows } = await pool.query<{ position: string }>(
      'SELECT position FROM reactor_checkpoints WHERE name = $1',
      [PROFILES_REACTOR],
    );
    if (Number(rows[0]?.position ?? 0) >= wanted) return;
    await new Promise((r) => setTimeout(r, delay));
  }
}

/** Another account already signs in with this phone: refused without saying whose. */
async function phoneTaken(
  pool: Pick<pg.Pool, 'query'>,
  userId: string,
  phone: string,
): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM auth_users WHERE phone = $1 AND id <> $2', [
    phone,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}

/**
 * UpdateMyProfile, ChangeMyPhoto and MarkNotificationsSeen (any role): the person always comes
 * from the token, and their profile changes go to the record the school keeps of them.
 */
export function registerProfileCommands(
  registry: CommandRegistry,
  deps: Pick<ProfileDependencies, 'users' | 'store' | 'pool' | 'files'>,
): void {
  registry.register<PersonCommand, AccountState, PersonEvent>({
    type: 'UpdateMyProfile',
    async parse(req): Promise<UpdateMyProfile> {
      const input = parseInput('UpdateMyProfile', req.body);
      const { user } = await signedInUser(req, deps.users);
      return {
        type: 'UpdateMyProfile',
        ...input,
        userId: user.id,
        role: user.role,
        current: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
      };
    },
    streamId: (c) => profileStream((c as UpdateMyProfile).role, c.userId),
    decider: accountDecider,
    async precheck(command) {
      // An admin's or the superadmin's phone signs in: it must not be another account's.
      const c = command as UpdateMyProfile;
      if (
        (c.role === 'ADMIN' || c.role === 'SUPERADMIN') &&
        c.phone &&
        c.phone !== c.current.phone &&
        (await phoneTaken(deps.pool, c.userId, c.phone))
      ) {
        throw new ConflictError(profileMessages.phoneUnavailable, [
          { field: 'phone', message: profileMessages.phoneUnavailable },
        ]);
      }
    },
  });

  registry.register<PersonCommand, AccountState, PersonEvent>({
    type: 'ChangeMyPhoto',
    async parse(req, context): Promise<ChangeMyPhoto> {
      parseInput('ChangeMyPhoto', req.body);
      const upload = await checkPhoto(req.files, profileMessages.photoType);
      if (upload.errors.length > 0) throw upload.problem(upload.errors);
      if (!upload.photo)
        throw new ValidationError(profileMessages.photoMissing, [
          { field: 'photo', message: profileMessages.photoMissing },
        ]);
      const { user } = await signedInUser(req, deps.users);
      const photo = deps.files.stage(req, { ...upload.photo, ownerSchoolId: context.schoolId });
      return {
        type: 'ChangeMyPhoto',
        userId: user.id,
        role: user.role,
        photo,
        current: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
      };
    },
    streamId: (c) => profileStream((c as ChangeMyPhoto).role, c.userId),
    decider: accountDecider,
    answer: (c) => ({ photo: (c as ChangeMyPhoto).photo.fileId }),
  });

  registry.register<MarkNotificationsSeen, NotificationsState, NotificationsSeen>({
    type: 'MarkNotificationsSeen',
    parse: (req) => ({
      type: 'MarkNotificationsSeen',
      ...parseInput('MarkNotificationsSeen', req.body),
      userId: requirePrincipal(req.principal, everyRole).userId,
    }),
    streamId: (c) => notificationsStream(c.userId),
    decider: notificationsDecider,
    async precheck(command) {
      if (command.upTo > (await deps.store.headPosition()))
        throw new ValidationError('upTo is past the end of the log', [
          { field: 'upTo', message: 'upTo is past the end of the log' },
        ]);
    },
  });
}

/** The record of a password change, on the user's stream like every other change of theirs. */
const changeMyPassword: ExecutableCommand<PersonCommand, AccountState, PersonEvent> = {
  streamId: (c) => userStream(c.userId),
  decider: accountDecider,
};

/**
 * The password is already changed when this runs, so a concurrent change of the same stream (a
 * rename in another tab) is met by deciding again on the newer state, not by a 409.
 */
async function recordPasswordChange(store: EventStore, userId: string, context: CommandContext) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await executeCommand(
        store,
        changeMyPassword,
        { type: 'ChangeMyPassword', userId },
        context,
      );
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= 3) throw error;
    }
  }
}

/** GET /me (who am I: my record, from the log) and POST /me/password (change it, knowing the current one). */
export function profileRoutes(deps: ProfileDependencies): Router {
  const router = Router();

  router.get('/me', async (req, res) => {
    requirePrincipal(req.principal, everyRole);
    await waitForProfiles(req, deps.pool, deps.consistencyTimeoutMs ?? 5000);
    const { principal, user } = await signedInUser(req, deps.users);
    res.json(await loadMyProfile(deps.store, principal, user));
  });

  router.post('/me/password', async (req, res) => {
    requirePrincipal(req.principal, everyRole);
    const input = parseWith(ChangeMyPasswordInput, req.body);
    const { principal, user } = await signedInUser(req, deps.users);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new ValidationError(passwordChangeMessages.currentWrong, [
        { field: 'currentPassword', message: passwordChangeMessages.currentWrong },
      ]);
    }
    await deps.users.setPasswordHash(user.id, await hashPassword(input.newPassword));
    // Every other session ends (access and refresh tokens): other devices sign in again with the new password.
    await endAllSessions(user.id, deps, principal.sessionId);
    const recorded = await recordPasswordChange(
      deps.store,
      user.id,
      commandContextOf(req, deps.clock),
    );
    res.json({ message: passwordChangeMessages.changed, position: recorded.position });
  });

  return router;
}
