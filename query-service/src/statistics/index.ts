import type { QueryModule } from '../module';
import { statisticsRoutes } from './routes';

export const statisticsQueries: QueryModule = {
  routes: ({ pool, consistency }) => statisticsRoutes(pool, consistency),
};
