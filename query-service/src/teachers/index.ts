import { listResource, type QueryModule } from '../module';
import { teacherAssignmentsResource, teachersResource } from './teachers';

export const teachersQueries: QueryModule = { resources: [listResource(teachersResource), listResource(teacherAssignmentsResource)] };
