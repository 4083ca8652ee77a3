import type { CommandModule } from '../module';
import { migrateResults, startResultsReactor } from './amendments';
import { migrateResultsLinks, startResultsLinksReactor } from './linksReactor';
import { registerResultCommands } from './routes';
import { resultsSettingsRoutes } from './settingsRoutes';

export { isPublished } from './published';

/**
 * Results and report cards: teacher and head comments, publication of a class's term (one frozen
 * card per student), amended versions re-issued after a mark correction, and the results links
 * sent to parents on each issued card when the school chose to.
 */
export const resultsCommands: CommandModule = {
  migrate: async (db) => {
    await migrateResults(db);
    await migrateResultsLinks(db);
  },
  register: (registry, { store, pool }) => registerResultCommands(registry, { store, pool }),
  routes: (_registry, { store }) => resultsSettingsRoutes(store),
  reactors: [
    ({ store, pool, onError }) =>
      startResultsReactor({ store, pool, onError: onError('results reactor') }),
    ({ store, pool, mailer, publicUrl, onError }) =>
      startResultsLinksReactor({
        store,
        pool,
        mailer,
        publicUrl,
        onError: onError('results links reactor'),
      }),
  ],
};
