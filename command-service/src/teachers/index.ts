import type { CommandModule } from '../module';
import { startTeacherAccountsReactor } from './accounts';
import { registerTeacherCommands } from './routes';

/** Teachers: registration with a sign-in, assignments to subjects and classes, status, leaving. */
export const teachersCommands: CommandModule = {
  register: (registry, { store, pool, files, users }) =>
    registerTeacherCommands(registry, { store, pool, files, users }),
  reactors: [
    ({ store, pool, mailer, secret, publicUrl, onError }) =>
      startTeacherAccountsReactor({
        store,
        pool,
        mailer,
        secret,
        publicUrl,
        onError: onError('teacher accounts reactor'),
      }),
  ],
};
