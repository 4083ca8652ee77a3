import type { Projection } from './runner/projection';
import { enrolmentRequests } from './schools/enrolmentRequests';
import { schoolDirectory } from './schools/schoolDirectory';
import { enquiries } from './enquiries/enquiries';
import { auditLog } from './audit/auditLog';
import { people } from './people/people';
import { statistics } from './statistics/statistics';
import { notifications } from './notifications/notifications';

export * from './runner/projection';
export * from './runner/runner';
export * from './runner/rebuild';
export * from './runner/schema';
export * from './runner/status';
export * from './runner/readiness';

/** Every read model the platform keeps, in one list: the runner, rebuilds and replays use it. */
export const allProjections: readonly Projection[] = [enrolmentRequests, schoolDirectory, enquiries, auditLog, people, statistics, notifications] as readonly Projection[];
