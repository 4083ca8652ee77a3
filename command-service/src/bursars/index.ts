import type { CommandModule } from '../module';
import { startBursarAccountsReactor } from './accounts';
import { registerBursarCommands } from './routes';

/** Bursars: registered by the admin, each with a staff sign-in mailed as a teacher's is. */
export const bursarsCommands: CommandModule = {
  register: (registry, { store, pool, users }) =>
    registerBursarCommands(registry, { store, pool, users }),
  reactors: [
    ({ store, pool, mailer, secret, publicUrl, onError }) =>
      startBursarAccountsReactor({
        store,
        pool,
        mailer,
        secret,
        publicUrl,
        onError: onError('bursar accounts reactor'),
      }),
  ],
};
