import type { PaymentChannel } from '@chikoro/contracts';

/** How a payment was made, in the desk's words. */
export const channelLabels: Record<PaymentChannel, string> = {
  CASH: 'Cash',
  ECOCASH: 'EcoCash',
  ONEMONEY: 'OneMoney',
  INNBUCKS: 'InnBucks',
  BANK: 'Bank transfer',
  SWIPE: 'Swipe',
  CHEQUE: 'Cheque',
};
