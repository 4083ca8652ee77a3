import { listResource, type QueryModule } from '../module';
import { eventTypesResource, eventsResource, peopleResource, schoolEventsResource } from './events';
import { auditCsvRoutes } from './routes';

export const auditQueries: QueryModule = {
  resources: [
    listResource(eventsResource),
    listResource(schoolEventsResource),
    listResource(eventTypesResource),
    listResource(peopleResource),
  ],
  routes: ({ pool, consistency, publicLimits, clock }) =>
    auditCsvRoutes(pool, consistency, publicLimits.DOWNLOAD_TIME_LIMIT_SECONDS * 1000, clock),
};
