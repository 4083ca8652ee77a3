import type { ProjectionModule } from '../runner/module';
import { examAudit } from './audit';
import { exams } from './exams';

/** Exams and marks: their read model and their words in the audit log. */
export const examsProjections: ProjectionModule = { projections: [exams], audit: examAudit };
