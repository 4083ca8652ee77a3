import { listResource, type QueryModule } from '../module';
import { academicYearsResource, termsResource } from './calendar';
import {
  departmentsResource,
  gradingScalesResource,
  levelsResource,
  subjectsResource,
} from './catalogue';
import { setupSummaryRoutes } from './summary';

/** School set-up: /academic-years, /terms, /departments, /levels, /grading-scales, /subjects and the tiles' summary. */
export const setupQueries: QueryModule = {
  resources: [
    listResource(academicYearsResource),
    listResource(termsResource),
    listResource(departmentsResource),
    listResource(levelsResource),
    listResource(gradingScalesResource),
    listResource(subjectsResource),
  ],
  routes: ({ pool, consistency }) => setupSummaryRoutes(pool, consistency),
};
