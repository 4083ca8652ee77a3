import { listResource, type QueryModule } from '../module';
import { mySubjectsResource } from './mySubjects';
import { teacherAssignmentsResource, teachersResource } from './teachers';

/** Teachers and who teaches what (spec 001 §2.4), and a student's own subjects with their teachers (§2.12). */
export const teachersQueries: QueryModule = {
  resources: [
    listResource(teachersResource),
    listResource(teacherAssignmentsResource),
    listResource(mySubjectsResource),
  ],
};
