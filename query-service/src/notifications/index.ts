import type { QueryModule } from '../module';
import { notificationRoutes } from './routes';

export const notificationsQueries: QueryModule = {
  routes: ({ pool, consistency }) => notificationRoutes(pool, consistency),
};
