import type { Projection } from './runner/projection';
import { enrolmentRequests } from './schools/enrolmentRequests';
import { schoolDirectory } from './schools/schoolDirectory';

export * from './runner/projection';
export * from './runner/runner';
export * from './runner/rebuild';
export * from './runner/schema';

/** Every read model the platform keeps, in one list: the runner, rebuilds and replays use it. */
export const allProjections: readonly Projection[] = [enrolmentRequests, schoolDirectory] as readonly Projection[];
