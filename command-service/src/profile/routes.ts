import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type pg from 'pg';
import {
  ChangeMyPasswordInput,
  MarkNotificationsSeenInput,
  NotFoundError,
  Role,
  UpdateMyProfileInput,
  ValidationError,
  passwordChangeMessages,
  type MarkNotificationsSeen,
  type MyProfile,
  type NotificationsSeen,
  type PasswordChanged,
  type ProfileUpdated,
  type UpdateMyProfile,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { requirePrincipal, type Sessions } from '@chikoro/platform';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RefreshTokens } from '../auth/refreshTokens';
import { endAllSessions } from '../auth/routes';
import type { Users } from '../auth/users';
import { parseWith } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { accountDecider, userStream, type AccountState } from './account';
import { notificationsDecider, notificationsStream, type NotificationsState } from './notifications';
import { PROFILES_REACTOR } from '../reactors/profiles';

/** Every signed-in role has a profile and a password of its own. */
const everyRole = Role.options;

export interface ProfileDependencies {
  users: Users;
  store: EventStore;
  pool: pg.Pool;
  refreshTokens: RefreshTokens;
  sessions: Sessions;
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
    const { rows } = await pool.query<{ position: string }>('SELECT position FROM reactor_checkpoints WHERE name = $1', [PROFILES_REACTOR]);
    if (Number(rows[0]?.position ?? 0) >= wanted) return;
    await new Promise((r) => setTimeout(r, delay));
  }
}

/** UpdateMyProfile (any role) and MarkNotificationsSeen (the superadmin): the user always comes from the token. */
export function registerProfileCommands(registry: CommandRegistry, deps: Pick<ProfileDependencies, 'users' | 'store'>): void {
  registry.register<UpdateMyProfile, AccountState, ProfileUpdated>({
    type: 'UpdateMyProfile',
    access: everyRole,
    async parse(req) {
      const input = parseWith(UpdateMyProfileInput, req.body);
      const { user } = await signedInUser(req, deps.users);
      return { type: 'UpdateMyProfile', ...input, userId: user.id, current: { firstName: user.firstName, lastName: user.lastName } };
    },
    streamId: (c) => userStream(c.userId),
    decider: accountDecider,
  });

  registry.register<MarkNotificationsSeen, NotificationsState, NotificationsSeen>({
    type: 'MarkNotificationsSeen',
    access: ['SUPERADMIN'],
    parse: (req) => ({ type: 'MarkNotificationsSeen', ...parseWith(MarkNotificationsSeenInput, req.body), userId: requirePrincipal(req.principal, ['SUPERADMIN']).userId }),
    streamId: (c) => notificationsStream(c.userId),
    decider: notificationsDecider,
    async precheck(command) {
      if (command.upTo > (await deps.store.headPosition())) throw new ValidationError('upTo is past the end of the log', [{ field: 'upTo', message: 'upTo is past the end of the log' }]);
    },
  });
}

/** GET /me (who am I, from the credentials table) and POST /me/password (change it, knowing the current one). */
export function profileRoutes(deps: ProfileDependencies): Router {
  const router = Router();

  router.get('/me', async (req, res) => {
    requirePrincipal(req.principal, everyRole);
    await waitForProfiles(req, deps.pool, deps.consistencyTimeoutMs ?? 5000);
    const { user } = await signedInUser(req, deps.users);
    const me: MyProfile = { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, role: user.role, schoolId: user.schoolId };
    res.json(me);
  });

  router.post('/me/password', async (req, res) => {
    requirePrincipal(req.principal, everyRole);
    const input = parseWith(ChangeMyPasswordInput, req.body);
    const { principal, user } = await signedInUser(req, deps.users);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new ValidationError(passwordChangeMessages.currentWrong, [{ field: 'currentPassword', message: passwordChangeMessages.currentWrong }]);
    }
    await deps.users.setPasswordHash(user.id, await hashPassword(input.newPassword));
    // Every other session ends (access and refresh tokens): other devices sign in again with the new password.
    await endAllSessions(user.id, deps, req.principal?.sessionId);
    const now = new Date().toISOString();
    const event: PasswordChanged = { type: 'PasswordChanged', data: { userId: user.id, changedAt: now } };
    const appended = await deps.store.appendToStream(userStream(user.id), [{
      type: event.type,
      data: event.data,
      metadata: { actorId: principal.userId, actorRole: principal.role, schoolId: principal.schoolId, correlationId: randomUUID(), causationId: null, occurredAt: now, schemaVersion: 1 },
    }], { expectedRevision: 'any' });
    res.json({ message: passwordChangeMessages.changed, position: appended.position });
  });

  return router;
}
