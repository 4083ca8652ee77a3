import { z } from 'zod';

/** The words of the receipt messages' switch. */
export const receiptSettingsMessages = {
  sms: 'Choose whether receipts go by SMS',
  email: 'Choose whether receipts go by email',
  otherSchool: 'No such school',
} as const;
const m = receiptSettingsMessages;

/** Whether a payment's receipt goes to the family and the payer by SMS and by email: both on until the school turns one off. */
export const ReceiptSettings = z.object({ sms: z.boolean(), email: z.boolean() });
export type ReceiptSettings = z.infer<typeof ReceiptSettings>;

/** The school's fee keepers turn the receipt's SMS and email on or off; payments are taken either way. */
export const ChangeReceiptMessagesInput = z.strictObject({
  sms: z.boolean({ error: m.sms }),
  email: z.boolean({ error: m.email }),
});
export type ChangeReceiptMessagesInput = z.infer<typeof ChangeReceiptMessagesInput>;

/** The school's receipt messages changed: which of them leave from now on, in full. */
export const ReceiptMessagesChanged = z.object({
  type: z.literal('ReceiptMessagesChanged'),
  data: ReceiptSettings.extend({
    schoolId: z.string(),
    changedBy: z.string().nullable(),
    changedAt: z.string(),
  }),
});
export type ReceiptMessagesChanged = z.infer<typeof ReceiptMessagesChanged>;

/** GET /api/receipt-messages: the reader's school's setting. */
export const ReceiptSettingsAnswer = ReceiptSettings;
export type ReceiptSettingsAnswer = ReceiptSettings;
