import { listResource, type QueryModule } from '../module';
import { enrolmentRequestsResource } from './enrolmentRequests';
import { publicSchoolRoutes } from './publicRoutes';

export const schoolsQueries: QueryModule = {
  resources: [listResource(enrolmentRequestsResource)],
  routes: ({ pool }) => publicSchoolRoutes(pool),
};
