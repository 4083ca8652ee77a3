import { listResource, type QueryModule } from '../module';
import { parentsResource } from './parents';

export const parentsQueries: QueryModule = { resources: [listResource(parentsResource)] };
