import type { CommandModule } from '../module';
import { startProfilesReactor } from '../reactors/profiles';
import { registerProfileCommands } from './routes';

/** Every signed-in person's own profile, password and notification mark. */
export const profileCommands: CommandModule = {
  register: (registry, { users, store }) => registerProfileCommands(registry, { users, store }),
  reactors: ({ store, pool, onError }) => [startProfilesReactor({ store, pool, onError: onError('profiles reactor') })],
};
