import type { ProjectionModule } from '../runner/module';
import { classAudit } from './audit';
import { classes } from './classes';

export const classesProjections: ProjectionModule = { projections: [classes], audit: classAudit };
