import type { CommandModule } from '../module';
import { registerBillingCommands } from './billingRoutes';
import { registerPaymentCommands } from './paymentRoutes';
import { registerFeeCommands } from './routes';
import { registerSponsorCommands } from './sponsorRoutes';

/** Fees: the school's exchange rates, each term's versioned fee schedule, its billing, and payments with their receipts, and the sponsors who pay part of some learners' fees. */
export const feesCommands: CommandModule = {
  register: (registry, { store, pool }) => {
    registerFeeCommands(registry, { store });
    registerBillingCommands(registry, { store, pool });
    registerPaymentCommands(registry, { store, pool });
    registerSponsorCommands(registry, { store });
  },
};
