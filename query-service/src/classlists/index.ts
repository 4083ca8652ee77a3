import type { QueryModule } from '../module';
import { classListRoutes } from './routes';

/** A class's printable lists: the class list and a blank register sheet for a month, as PDF. */
export const classListsQueries: QueryModule = { routes: classListRoutes };
