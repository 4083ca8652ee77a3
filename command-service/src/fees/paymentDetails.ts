import type {
  ChangePaymentDetailsInput,
  CommandContext,
  PaymentDetails,
  PaymentDetailsChanged,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

/** The school's payment details as last set: none until the admin sets them. */
export interface PaymentDetailsState {
  details: PaymentDetails | null;
}
export const initialPaymentDetails: PaymentDetailsState = { details: null };

export type ChangePaymentDetails = ChangePaymentDetailsInput & {
  type: 'ChangePaymentDetails';
  schoolId: string;
};

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolvePaymentDetails(
  state: PaymentDetailsState,
  event: { type: string; data: unknown },
): PaymentDetailsState {
  if (event.type !== 'PaymentDetailsChanged') return state;
  const { bankName, accountName, accountNumber, branch, mobileMoney, notes } = (
    event as PaymentDetailsChanged
  ).data;
  return { details: { bankName, accountName, accountNumber, branch, mobileMoney, notes } };
}

const same = (a: PaymentDetails, b: PaymentDetails) => JSON.stringify(a) === JSON.stringify(b);

/** The details in full, each one not given as null; the same details again record nothing. */
function changePaymentDetails(
  command: ChangePaymentDetails,
  state: PaymentDetailsState,
  context: CommandContext,
): PaymentDetailsChanged[] {
  const details: PaymentDetails = {
    bankName: command.bankName ?? null,
    accountName: command.accountName ?? null,
    accountNumber: command.accountNumber ?? null,
    branch: command.branch ?? null,
    mobileMoney: command.mobileMoney.map(({ channel, merchantCode, name }) => ({
      channel,
      merchantCode,
      name,
    })),
    notes: command.notes ?? null,
  };
  if (state.details && same(state.details, details)) return [];
  return [
    {
      type: 'PaymentDetailsChanged',
      data: {
        schoolId: command.schoolId,
        ...details,
        changedBy: context.actorId,
        changedAt: context.now,
      },
    },
  ];
}

export const paymentDetailsDecider: Decider<
  PaymentDetailsState,
  ChangePaymentDetails,
  PaymentDetailsChanged
> = {
  initialState: initialPaymentDetails,
  evolve: evolvePaymentDetails,
  decide: changePaymentDetails,
};
