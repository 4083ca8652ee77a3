import { Router } from 'express';
import type { CommandModule } from '../module';
import { registerBillingCommands } from './billingRoutes';
import { paymentDetailsRoutes, registerPaymentDetailsCommand } from './paymentDetailsRoutes';
import { registerPaymentCommands } from './paymentRoutes';
import { migrateReceipts } from './receipts';
import { receiptSettingsRoutes, registerReceiptSettingsCommand } from './receiptSettingsRoutes';
import { registerAdjustmentCommands } from './adjustRoutes';
import { registerCashSessionCommands } from './cashSessionRoutes';
import { registerFeeCommands } from './routes';
import { registerSponsorCommands } from './sponsorRoutes';
import { registerDiscountCommands } from './discountRoutes';

/** Fees: the school's exchange rates, each term's versioned fee schedule, its billing, payments with their receipts (sent to the family by the family-notices reactor), how its families pay and whether receipts go by SMS and email, the sponsors who pay part of some learners' fees and the discounts some learners have. */
export const feesCommands: CommandModule = {
  migrate: migrateReceipts,
  register: (registry, { store, pool }) => {
    registerFeeCommands(registry, { store });
    registerBillingCommands(registry, { store, pool });
    registerPaymentCommands(registry, { store, pool });
    registerSponsorCommands(registry, { store });
    registerDiscountCommands(registry, { store });
    registerPaymentDetailsCommand(registry);
    registerReceiptSettingsCommand(registry);
    registerAdjustmentCommands(registry, { store });
    registerCashSessionCommands(registry);
  },
  routes: (_registry, { store }) =>
    Router().use(paymentDetailsRoutes(store), receiptSettingsRoutes(store)),
};
