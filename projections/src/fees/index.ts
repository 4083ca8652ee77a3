import type { ProjectionModule } from '../runner/module';
import { feeAudit } from './audit';
import { feeAdjustments } from './adjustments';
import { cashSessions } from './cashSessions';
import { exchangeRates } from './exchangeRates';
import { feeItems } from './feeItems';
import { feeLedger } from './feeLedger';
import { invoices } from './invoices';
import { payments } from './payments';
import { sponsors } from './sponsors';
import { discounts } from './discounts';

export const feesProjections: ProjectionModule = {
  projections: [
    feeItems,
    exchangeRates,
    invoices,
    payments,
    feeAdjustments,
    cashSessions,
    feeLedger,
    sponsors,
    discounts,
  ],
  audit: feeAudit,
};
