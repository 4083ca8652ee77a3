import { listResource, type QueryModule } from '../module';
import { eventTypesResource, eventsResource, peopleResource, schoolEventsResource } from './events';
import { auditCsvRoutes } from './routes';

export const auditQueries: QueryModule = {
  resources: [listResource(eventsResource), listResource(schoolEventsResource), listResource(eventTypesResource), listResource(peopleResource)],
  routes: ({ pool, consistency }) => auditCsvRoutes(pool, consistency),
};
