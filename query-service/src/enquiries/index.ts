import { listResource, type QueryModule } from '../module';
import { enquiriesResource } from './enquiries';

export const enquiriesQueries: QueryModule = { resources: [listResource(enquiriesResource)] };
