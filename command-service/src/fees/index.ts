import type { CommandModule } from '../module';
import { registerBillingCommands } from './billingRoutes';
import { registerPaymentCommands } from './paymentRoutes';
import { registerFeeCommands } from './routes';

/** Fees: the school's exchange rates, each term's versioned fee schedule, its billing, and payments with their receipts. */
export const feesCommands: CommandModule = {
  register: (registry, { store, pool }) => {
    registerFeeCommands(registry, { store });
    registerBillingCommands(registry, { store, pool });
    registerPaymentCommands(registry, { store, pool });
  },
};
