import type { QueryModule } from '../module';
import { importTemplateRoutes } from './routes';

/** The bulk import's downloadable templates (the imports themselves are on the write side). */
export const importsQueries: QueryModule = { routes: () => importTemplateRoutes() };
