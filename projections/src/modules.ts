import { announcementsProjections } from './announcements';
import { auditLogProjection } from './audit/auditLog';
import { mergeSummaries, type AuditSummaries } from './audit/summaries';
import { attendanceProjections } from './attendance';
import { classesProjections } from './classes';
import { documentsProjections } from './documents';
import { enquiriesProjections } from './enquiries';
import { examsProjections } from './exams';
import { feesProjections } from './fees';
import { importsProjections } from './imports';
import { membershipProjections } from './membership';
import { parentsProjections } from './parents';
import { peopleProjections } from './people';
import type { ProjectionModule } from './runner/module';
import type { Projection } from './runner/projection';
import { resultsProjections } from './results';
import { schoolsProjections } from './schools';
import { setupProjections } from './setup';
import { statisticsProjections } from './statistics';
import { teachersProjections } from './teachers';
import { bursarsProjections } from './bursars';
import { studentsProjections } from './students';
import { termCloseProjections } from './termclose';
import { promotionProjections } from './promotions';

/** Every business module's read models and audit words: one line a module. */
export const projectionModules: readonly ProjectionModule[] = [
  schoolsProjections,
  enquiriesProjections,
  parentsProjections,
  peopleProjections,
  statisticsProjections,
  setupProjections,
  classesProjections,
  teachersProjections,
  bursarsProjections,
  studentsProjections,
  membershipProjections,
  resultsProjections,
  examsProjections,
  attendanceProjections,
  announcementsProjections,
  documentsProjections,
  feesProjections,
  importsProjections,
  termCloseProjections,
  promotionProjections,
];

/** Every module's audit words in one map. */
export function auditSummariesOf(modules: readonly ProjectionModule[]): AuditSummaries {
  return mergeSummaries(...modules.map((m) => m.audit ?? {}));
}

/** The read models of these modules, and the audit log over the whole log that speaks their words. */
export function projectionsOf(modules: readonly ProjectionModule[]): readonly Projection[] {
  return [...modules.flatMap((m) => m.projections), auditLogProjection(auditSummariesOf(modules))];
}

export const auditSummaries = auditSummariesOf(projectionModules);
export const allProjections: readonly Projection[] = projectionsOf(projectionModules);
