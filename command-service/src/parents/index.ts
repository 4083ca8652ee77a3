import type { CommandModule } from '../module';
import { startParentInvitationsReactor } from './invitations';
import { migrateParentInvites } from './invites';
import { registerParentCommands } from './routes';

/** Parents invited by a school and their registration. */
export const parentsCommands: CommandModule = {
  migrate: (pool) => migrateParentInvites(pool),
  register: (registry, { pool, users }) => registerParentCommands(registry, { pool, accountUsing: (email, phone) => users.accountUsing(email, phone) }),
  reactors: ({ store, pool, mailer, publicUrl, onError }) => [
    startParentInvitationsReactor({ store, pool, mailer, publicUrl, onError: onError('parent invitations reactor') }),
  ],
};
