import { listResource, type QueryModule } from '../module';
import { examsResource } from './exams';
import { markHistoryResource, marksResource } from './marks';
import { marksTemplateRoutes } from './marksTemplate';
import { myExamsResource } from './myExams';

/**
 * Exams (spec 001 §2.8, §2.9), their marks with the class roster, every mark's history, a student's own exam time table (§2.12),
 * and each exam's marks template to fill in and upload.
 */
export const examsQueries: QueryModule = {
  resources: [
    listResource(examsResource),
    listResource(marksResource),
    listResource(markHistoryResource),
    listResource(myExamsResource),
  ],
  routes: marksTemplateRoutes,
};
