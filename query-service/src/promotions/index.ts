import { listResource, type QueryModule } from '../module';
import { promotionPlansResource } from './plans';
import { promotionsResource } from './promotions';

/** The end of the year: a school's promotion plans and each student's outcome per batch. */
export const promotionQueries: QueryModule = {
  resources: [listResource(promotionPlansResource), listResource(promotionsResource)],
};
