import { receiptSettingsStream, type ReceiptSettingsAnswer } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { CommandRegistry } from '../commands/registry';
import {
  evolveReceiptSettings,
  initialReceiptSettings,
  receiptSettingsDecider,
} from './receiptSettings';
import { registerSchoolSetting, schoolSettingRoute } from './schoolSetting';

/** ChangeReceiptMessages on the school's own stream. */
export function registerReceiptSettingsCommand(registry: CommandRegistry): void {
  registerSchoolSetting(
    registry,
    'ChangeReceiptMessages',
    receiptSettingsDecider,
    receiptSettingsStream,
  );
}

/**
 * GET /receipt-messages: whether the reader's school sends receipts by SMS and by email (both until
 * turned off). The school's fee keepers.
 */
export const receiptSettingsRoutes = (store: EventStore) =>
  schoolSettingRoute(
    store,
    '/receipt-messages',
    ['ADMIN', 'BURSAR'],
    receiptSettingsStream,
    initialReceiptSettings,
    evolveReceiptSettings,
    ({ sms, email }): ReceiptSettingsAnswer => ({ sms, email }),
  );
