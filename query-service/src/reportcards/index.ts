import type { QueryModule } from '../module';
import type { ListResource } from '../listing/resource';
import { reportCardRoutes } from './routes';
import { resourceSource } from './source';

/** Report cards on paper and in public: PDFs of published cards and the verification answer, read through /report-cards' own rules. */
export const reportCardsQueries = (cards: ListResource): QueryModule => ({
  routes: (deps) => reportCardRoutes(deps, resourceSource(deps.pool, cards)),
});
