import type { CommandModule } from '../module';
import { migrateClassDirectory, startClassDirectoryReactor } from './directory';
import { registerClassCommands } from './routes';

/** Classes (streams of a level), their class teacher, renames and moves, deletion or archiving. */
export const classesCommands: CommandModule = {
  migrate: (pool) => migrateClassDirectory(pool),
  register: (registry, { store, pool }) => registerClassCommands(registry, { store, pool }),
  reactors: [
    ({ store, pool, onError }) =>
      startClassDirectoryReactor({ store, pool, onError: onError('class directory reactor') }),
  ],
};
