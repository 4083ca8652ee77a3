import type { ProjectionModule } from '../runner/module';
import { feeAudit } from './audit';
import { exchangeRates } from './exchangeRates';
import { feeItems } from './feeItems';

export const feesProjections: ProjectionModule = { projections: [feeItems, exchangeRates], audit: feeAudit };
