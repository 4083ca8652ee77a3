import type { ProjectionModule } from '../runner/module';
import { statistics } from './statistics';

export const statisticsProjections: ProjectionModule = { projections: [statistics] };
