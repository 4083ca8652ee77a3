import { listResource, type QueryModule } from '../module';
import { classesResource } from './classes';
import { myClassRoutes } from './myClass';

/** Classes (spec 001 §2.7) and a student's own class (§2.12's dashboard). */
export const classesQueries: QueryModule = {
  resources: [listResource(classesResource)],
  routes: ({ pool, consistency }) => myClassRoutes(pool, consistency),
};
