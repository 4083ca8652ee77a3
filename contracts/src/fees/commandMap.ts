import { z } from 'zod';
import { commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  ApproveFeeScheduleInput,
  ChangeFeeItemInput,
  DefineFeeItemInput,
  RecordExchangeRateInput,
  RemoveFeeItemInput,
  feeKeepers,
} from './commands';
import { RunBillingInput, billingAnswer } from './billing';
import { RecordPaymentInput, ReversePaymentInput } from './payments';
import {
  EndSponsorshipInput,
  GrantSponsorshipInput,
  RecordSponsorPaymentInput,
  RegisterSponsorInput,
} from './sponsors';
import { EndDiscountInput, GrantDiscountInput } from './discounts';
import { ChangePaymentDetailsInput } from './paymentDetails';
import { ChangeReceiptMessagesInput } from './receiptSettings';
import { IssueCreditNoteInput, WriteOffInput } from './adjustments';
import { CloseCashSessionInput, OpenCashSessionInput } from './cashSessions';

/** The school's exchange rates and each term's fee schedule, kept by its fee keepers. */
export const feeCommandSpecs = commandSpecs({
  RecordExchangeRate: {
    input: RecordExchangeRateInput,
    answer: commandAnswer({}),
    access: feeKeepers,
  },
  DefineFeeItem: {
    input: DefineFeeItemInput,
    answer: commandAnswer({ feeItemId: z.string() }),
    access: feeKeepers,
  },
  ChangeFeeItem: {
    input: ChangeFeeItemInput,
    answer: commandAnswer({ feeItemId: z.string() }),
    access: feeKeepers,
  },
  RemoveFeeItem: { input: RemoveFeeItemInput, answer: commandAnswer({}), access: feeKeepers },
  ApproveFeeSchedule: {
    input: ApproveFeeScheduleInput,
    answer: commandAnswer({}),
    access: feeKeepers,
  },
  RecordPayment: {
    input: RecordPaymentInput,
    answer: commandAnswer({ paymentId: z.string(), receiptNo: z.string() }),
    access: feeKeepers,
  },
  ReversePayment: {
    input: ReversePaymentInput,
    answer: commandAnswer({ receiptNo: z.string() }),
    access: feeKeepers,
  },
  ChangePaymentDetails: {
    input: ChangePaymentDetailsInput,
    answer: commandAnswer({}),
    access: ['ADMIN'],
  },
  ChangeReceiptMessages: {
    input: ChangeReceiptMessagesInput,
    answer: commandAnswer({}),
    access: feeKeepers,
  },
  IssueCreditNote: {
    input: IssueCreditNoteInput,
    answer: commandAnswer({ creditNoteId: z.string() }),
    access: feeKeepers,
  },
  WriteOff: {
    input: WriteOffInput,
    answer: commandAnswer({ writeOffId: z.string() }),
    access: feeKeepers,
  },
  OpenCashSession: {
    input: OpenCashSessionInput,
    answer: commandAnswer({ sessionId: z.string() }),
    access: feeKeepers,
  },
  CloseCashSession: {
    input: CloseCashSessionInput,
    answer: commandAnswer({}),
    access: feeKeepers,
  },
  RunBilling: { input: RunBillingInput, answer: commandAnswer(billingAnswer), access: feeKeepers },
  RegisterSponsor: {
    input: RegisterSponsorInput,
    answer: commandAnswer({ sponsorId: z.string() }),
    access: feeKeepers,
  },
  GrantSponsorship: {
    input: GrantSponsorshipInput,
    answer: commandAnswer({ sponsorshipId: z.string() }),
    access: feeKeepers,
  },
  EndSponsorship: { input: EndSponsorshipInput, answer: commandAnswer({}), access: feeKeepers },
  GrantDiscount: {
    input: GrantDiscountInput,
    answer: commandAnswer({ discountId: z.string() }),
    access: feeKeepers,
  },
  EndDiscount: { input: EndDiscountInput, answer: commandAnswer({}), access: feeKeepers },
  RecordSponsorPayment: {
    input: RecordSponsorPaymentInput,
    answer: commandAnswer({ paymentId: z.string(), receiptNo: z.string() }),
    access: feeKeepers,
  },
});
