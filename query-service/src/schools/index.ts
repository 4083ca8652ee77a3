import { Router } from 'express';
import { listResource, type QueryModule } from '../module';
import { enrolmentRequestsResource } from './enrolmentRequests';
import { mySchoolRoutes } from './mySchool';
import { publicSchoolRoutes } from './publicRoutes';

export const schoolsQueries: QueryModule = {
  resources: [listResource(enrolmentRequestsResource)],
  routes: ({ pool }) => Router().use(publicSchoolRoutes(pool), mySchoolRoutes(pool)),
};
