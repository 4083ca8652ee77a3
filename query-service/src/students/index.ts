import { listResource, type QueryModule } from '../module';
import { studentsResource } from './students';

export const studentsQueries: QueryModule = { resources: [listResource(studentsResource)] };
