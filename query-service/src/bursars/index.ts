import { listResource, type QueryModule } from '../module';
import { bursarsResource } from './bursars';

/** The school's bursars, listed for its admin. */
export const bursarsQueries: QueryModule = {
  resources: [listResource(bursarsResource)],
};
