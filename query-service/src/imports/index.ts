import { listResource, type QueryModule } from '../module';
import { importBatchesResource } from './batches';
import { importTemplateRoutes } from './routes';

/** The bulk import's downloadable templates and a school's imports (the imports themselves are on the write side). */
export const importsQueries: QueryModule = {
  resources: [listResource(importBatchesResource)],
  routes: () => importTemplateRoutes(),
};
