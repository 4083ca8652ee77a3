import { listResource, type QueryModule } from '../module';
import { eventTypesResource, eventsResource, peopleResource } from './events';
import { auditCsvRoutes } from './routes';

export const auditQueries: QueryModule = {
  resources: [listResource(eventsResource), listResource(eventTypesResource), listResource(peopleResource)],
  routes: ({ pool, consistency }) => auditCsvRoutes(pool, consistency),
};
