import type { ProjectionModule } from '../runner/module';
import { feeAudit } from './audit';
import { exchangeRates } from './exchangeRates';
import { feeItems } from './feeItems';
import { invoices } from './invoices';

export const feesProjections: ProjectionModule = { projections: [feeItems, exchangeRates, invoices], audit: feeAudit };
