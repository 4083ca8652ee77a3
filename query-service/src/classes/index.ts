import { listResource, type QueryModule } from '../module';
import { classesResource } from './classes';

export const classesQueries: QueryModule = { resources: [listResource(classesResource)] };
