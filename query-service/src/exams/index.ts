import { listResource, type QueryModule } from '../module';
import { examsResource } from './exams';
import { markHistoryResource, marksResource } from './marks';

/** Exams (spec 001 §2.8, §2.9), their marks with the class roster, and every mark's history. */
export const examsQueries: QueryModule = {
  resources: [listResource(examsResource), listResource(marksResource), listResource(markHistoryResource)],
};
