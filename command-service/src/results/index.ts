import type { CommandModule } from '../module';
import { migrateResults, startResultsReactor } from './amendments';
import { registerResultCommands } from './routes';

export { isPublished } from './published';

/**
 * Results and report cards: teacher and head comments, publication of a class's term (one frozen
 * card per student), and amended versions re-issued after a mark correction.
 */
export const resultsCommands: CommandModule = {
  migrate: (pool) => migrateResults(pool),
  register: (registry, { store, pool }) => registerResultCommands(registry, { store, pool }),
  reactors: [
    ({ store, pool, onError }) =>
      startResultsReactor({ store, pool, onError: onError('results reactor') }),
  ],
};
