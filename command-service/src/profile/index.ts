import type { CommandModule } from '../module';
import { startProfilesReactor } from '../reactors/profiles';
import { registerProfileCommands } from './routes';

/** Every signed-in person's own profile (names, phone, date of birth, photo), password and notification mark. */
export const profileCommands: CommandModule = {
  register: (registry, { users, store, pool, files }) =>
    registerProfileCommands(registry, { users, store, pool, files }),
  reactors: [
    ({ store, pool, onError }) =>
      startProfilesReactor({ store, pool, onError: onError('profiles reactor') }),
  ],
};
