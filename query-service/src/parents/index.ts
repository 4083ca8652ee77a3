import { listResource, type QueryModule } from '../module';
import { myChildrenRoutes } from './myChildren';
import { parentsResource } from './parents';

/** The school's parents (admins), and a parent's own children across the schools of their family. */
export const parentsQueries: QueryModule = {
  resources: [listResource(parentsResource)],
  routes: ({ pool, consistency }) => myChildrenRoutes(pool, consistency),
};
