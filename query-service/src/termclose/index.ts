import type { QueryModule } from '../module';
import { termCloseRoutes } from './routes';

/** The end of a term: what is still open before the admin closes it. */
export const termCloseQueries: QueryModule = { routes: termCloseRoutes };
