import type { CommandModule } from '../module';
import { startParentAccessReactor } from './access';
import { migrateParentContacts, startEnrolmentParentsReactor } from './enrolments';
import { parentInvitationRoutes } from './invitationRoutes';
import { startParentInvitationsReactor } from './invitations';
import { migrateParentInvites } from './invites';
import { registerParentCommands } from './routes';

/** Parents invited by a school, their registration, their children, status and removal. */
export const parentsCommands: CommandModule = {
  migrate: async (pool) => {
    await migrateParentInvites(pool);
    await migrateParentContacts(pool);
  },
  register: (registry, { store, pool, users }) =>
    registerParentCommands(registry, {
      store,
      pool,
      users,
      accountsUsing: (email, phone) => users.accountsUsing(email, phone),
    }),
  routes: (_registry, { pool, mailer }) => parentInvitationRoutes({ pool, mailer }),
  reactors: [
    ({ store, pool, mailer, publicUrl, onError }) =>
      startParentInvitationsReactor({
        store,
        pool,
        mailer,
        publicUrl,
        onError: onError('parent invitations reactor'),
      }),
    ({ store, pool, onError }) =>
      startParentAccessReactor({ store, pool, onError: onError('parent access reactor') }),
    ({ store, pool, onError }) =>
      startEnrolmentParentsReactor({ store, pool, onError: onError('enrolment parents reactor') }),
  ],
};
