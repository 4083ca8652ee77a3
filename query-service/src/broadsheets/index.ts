import type { QueryModule } from '../module';
import { broadsheetRoutes } from './routes';

/** The class (or level) broadsheet of a term: on screen, as XLSX and as an A4-landscape PDF. */
export const broadsheetsQueries: QueryModule = { routes: broadsheetRoutes };
