import type { CommandModule } from '../module';
import { registerBillingCommands } from './billingRoutes';
import { registerFeeCommands } from './routes';

/** Fees: the school's exchange rates, each term's versioned fee schedule and its billing. */
export const feesCommands: CommandModule = {
  register: (registry, { store, pool }) => {
    registerFeeCommands(registry, { store });
    registerBillingCommands(registry, { store, pool });
  },
};
