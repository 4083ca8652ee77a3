import { z } from 'zod';

/** The mobile-money wallets a school can take fees into. */
export const mobileMoneyChannels = ['ECOCASH', 'ONEMONEY', 'INNBUCKS'] as const;
export type MobileMoneyChannel = (typeof mobileMoneyChannels)[number];

/** The words of the payment details' form. */
export const paymentDetailsMessages = {
  bankName: 'Keep the bank’s name under 100 characters',
  accountName: 'Keep the account name under 100 characters',
  accountNumber: 'Enter the account number with digits, spaces or dashes only (up to 30)',
  branch: 'Keep the branch under 100 characters',
  bankIncomplete: 'Give the bank’s name, the account name and the account number together',
  mobileChannel: 'Choose the wallet: EcoCash, OneMoney or InnBucks',
  merchantCode: 'Enter the merchant code or number with digits only (3 to 15)',
  mobileName: 'Enter the name the wallet is registered in (up to 100 characters)',
  mobileMoney: 'List at most 6 wallets',
  notes: 'Keep the notes under 500 characters',
  nothing: 'Give the bank account, a mobile-money wallet or notes on how to pay',
} as const;
const m = paymentDetailsMessages;

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
/** An optional text: blank is the same as not given. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (trim(v) === '' ? undefined : trim(v)),
    z.string({ error: message }).max(max, { error: message }).optional(),
  );

export const MobileMoneyWallet = z.strictObject({
  channel: z.enum(mobileMoneyChannels, { error: m.mobileChannel }),
  merchantCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    z.string({ error: m.merchantCode }).regex(/^\d{3,15}$/, { error: m.merchantCode }),
  ),
  name: z.preprocess(
    trim,
    z.string({ error: m.mobileName }).min(1, { error: m.mobileName }).max(100, m.mobileName),
  ),
});
export type MobileMoneyWallet = z.infer<typeof MobileMoneyWallet>;

/**
 * How the school's families pay: its bank account (name, account name and number together, the
 * branch if it helps), its mobile-money wallets and free notes. At least one of them.
 */
export const ChangePaymentDetailsInput = z
  .strictObject({
    bankName: optionalText(100, m.bankName),
    accountName: optionalText(100, m.accountName),
    accountNumber: z.preprocess(
      (v) => (trim(v) === '' ? undefined : trim(v)),
      z
        .string({ error: m.accountNumber })
        .regex(/^[0-9][0-9 -]{0,29}$/, { error: m.accountNumber })
        .optional(),
    ),
    branch: optionalText(100, m.branch),
    mobileMoney: z.array(MobileMoneyWallet, { error: m.mobileMoney }).max(6, m.mobileMoney),
    notes: optionalText(500, m.notes),
  })
  .refine(
    (v) => {
      const given = [v.bankName, v.accountName, v.accountNumber].filter(Boolean).length;
      return given === 0 || given === 3;
    },
    { error: m.bankIncomplete, path: ['accountNumber'] },
  )
  .refine((v) => v.bankName !== undefined || v.mobileMoney.length > 0 || v.notes !== undefined, {
    error: m.nothing,
    path: ['mobileMoney'],
  })
  .refine((v) => v.branch === undefined || v.bankName !== undefined, {
    error: m.bankIncomplete,
    path: ['bankName'],
  });
export type ChangePaymentDetailsInput = z.infer<typeof ChangePaymentDetailsInput>;

/** What the school's families are told about paying, as the admin last set it. */
export const PaymentDetails = z.object({
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  branch: z.string().nullable(),
  mobileMoney: z.array(MobileMoneyWallet),
  notes: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof PaymentDetails>;

/** The school's payment details changed: what families see from now on, in full. */
export const PaymentDetailsChanged = z.object({
  type: z.literal('PaymentDetailsChanged'),
  data: PaymentDetails.extend({
    schoolId: z.string(),
    changedBy: z.string().nullable(),
    changedAt: z.string(),
  }),
});
export type PaymentDetailsChanged = z.infer<typeof PaymentDetailsChanged>;

/** GET /api/payment-details: the details of the reader's school, or null while none were set. */
export const PaymentDetailsAnswer = z.object({ details: PaymentDetails.nullable() });
export type PaymentDetailsAnswer = z.infer<typeof PaymentDetailsAnswer>;
