import { paymentDetailsStream, type PaymentDetailsAnswer } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { CommandRegistry } from '../commands/registry';
import {
  evolvePaymentDetails,
  initialPaymentDetails,
  paymentDetailsDecider,
} from './paymentDetails';
import { registerSchoolSetting, schoolSettingRoute } from './schoolSetting';

/** ChangePaymentDetails on the school's own stream. */
export function registerPaymentDetailsCommand(registry: CommandRegistry): void {
  registerSchoolSetting(
    registry,
    'ChangePaymentDetails',
    paymentDetailsDecider,
    paymentDetailsStream,
  );
}

/**
 * GET /payment-details: how the reader's school takes fees (bank account, mobile-money wallets,
 * notes); `{ details: null }` while none were set. The school's admin, parents and students.
 */
export const paymentDetailsRoutes = (store: EventStore) =>
  schoolSettingRoute(
    store,
    '/payment-details',
    ['ADMIN', 'PARENT', 'STUDENT'],
    paymentDetailsStream,
    initialPaymentDetails,
    evolvePaymentDetails,
    ({ details }): PaymentDetailsAnswer => ({ details }),
  );
