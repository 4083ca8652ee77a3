import type { ProjectionModule } from '../runner/module';
import { membership } from './membership';

/** The school's facts by date: who is in which class, who teaches it, whose child a student is. */
export const membershipProjections: ProjectionModule = { projections: [membership] };
