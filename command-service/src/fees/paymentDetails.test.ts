import { describe, expect, it } from 'vitest';
import {
  ChangePaymentDetailsInput,
  type CommandContext,
  type PaymentDetailsChanged,
} from '@chikoro/contracts';
import { fold } from '../commands/decider';
import { paymentDetailsDecider, type ChangePaymentDetails } from './paymentDetails';

const now = '2026-11-25T08:00:00.000Z';
const asAdmin: CommandContext = {
  actorId: 'admin-1',
  actorRole: 'ADMIN',
  schoolId: 'school-1',
  now,
};
const ecocash = { channel: 'ECOCASH' as const, merchantCode: '123456', name: 'Mufakose High' };
const change = (over: Partial<ChangePaymentDetails> = {}): ChangePaymentDetails => ({
  type: 'ChangePaymentDetails',
  schoolId: 'school-1',
  bankName: 'CBZ Bank',
  accountName: 'Mufakose High School',
  accountNumber: '0112-3456789',
  mobileMoney: [ecocash],
  ...over,
});
const changed = (data: Partial<PaymentDetailsChanged['data']> = {}): PaymentDetailsChanged => ({
  type: 'PaymentDetailsChanged',
  data: {
    schoolId: 'school-1',
    bankName: 'CBZ Bank',
    accountName: 'Mufakose High School',
    accountNumber: '0112-3456789',
    branch: null,
    mobileMoney: [ecocash],
    notes: null,
    changedBy: 'admin-0',
    changedAt: '2026-11-20T08:00:00.000Z',
    ...data,
  },
});
const given = (...events: PaymentDetailsChanged[]) => fold(paymentDetailsDecider, events);

describe('when the school has set no payment details', () => {
  it('has none to show', () => {
    expect(given().details).toBeNull();
  });
  it('records them in full, each one not given as null', () => {
    expect(paymentDetailsDecider.decide(change(), given(), asAdmin)).toEqual([
      changed({ changedBy: 'admin-1', changedAt: now }),
    ]);
  });
});

describe('when the school has set them', () => {
  const state = given(changed());
  it('records nothing when told the same again', () => {
    expect(paymentDetailsDecider.decide(change(), state, asAdmin)).toEqual([]);
  });
  it('records a new wallet, and the bank account taken away', () => {
    const onemoney = { channel: 'ONEMONEY' as const, merchantCode: '778899', name: 'MHS' };
    const next = change({
      bankName: undefined,
      accountName: undefined,
      accountNumber: undefined,
      mobileMoney: [ecocash, onemoney],
      notes: 'Write the learner’s name as the reference',
    });
    expect(paymentDetailsDecider.decide(next, state, asAdmin)).toEqual([
      changed({
        bankName: null,
        accountName: null,
        accountNumber: null,
        mobileMoney: [ecocash, onemoney],
        notes: 'Write the learner’s name as the reference',
        changedBy: 'admin-1',
        changedAt: now,
      }),
    ]);
  });
});

describe('the details as the admin types them', () => {
  const errors = (input: unknown) =>
    ChangePaymentDetailsInput.safeParse(input).error?.issues.map((i) => [
      i.path.join('.'),
      i.message,
    ]) ?? [];

  it('takes blanks as not given and a merchant code typed with spaces', () => {
    expect(
      ChangePaymentDetailsInput.parse({
        bankName: ' ',
        mobileMoney: [{ channel: 'INNBUCKS', merchantCode: '12 34 56', name: ' MHS ' }],
      }),
    ).toEqual({ mobileMoney: [{ channel: 'INNBUCKS', merchantCode: '123456', name: 'MHS' }] });
  });

  it('refuses a bank account without its number, a wallet code with letters and an unknown wallet', () => {
    expect(
      errors({
        bankName: 'CBZ Bank',
        accountName: 'MHS',
        mobileMoney: [
          { channel: 'ECOCASH', merchantCode: '12AB', name: 'MHS' },
          { channel: 'MPESA', merchantCode: '1234', name: 'MHS' },
        ],
      }),
    ).toEqual([
      [
        'mobileMoney.0.merchantCode',
        'Enter the merchant code or number with digits only (3 to 15)',
      ],
      ['mobileMoney.1.channel', 'Choose the wallet: EcoCash, OneMoney or InnBucks'],
    ]);
    expect(errors({ bankName: 'CBZ Bank', accountName: 'MHS', mobileMoney: [] })).toEqual([
      ['accountNumber', 'Give the bank’s name, the account name and the account number together'],
    ]);
  });

  it('refuses details that say nothing', () => {
    expect(errors({ mobileMoney: [] })).toEqual([
      ['mobileMoney', 'Give the bank account, a mobile-money wallet or notes on how to pay'],
    ]);
  });
});
