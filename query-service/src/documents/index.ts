import { listResource, type QueryModule } from '../module';
import { documentsResource } from './documents';

export const documentsQueries: QueryModule = { resources: [listResource(documentsResource)] };
