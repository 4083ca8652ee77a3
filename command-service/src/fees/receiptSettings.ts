import type {
  ChangeReceiptMessagesInput,
  CommandContext,
  ReceiptMessagesChanged,
  ReceiptSettings,
} from '@chikoro/contracts';
import { receiptSettingsMessages } from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { feeKeepersOwn } from './keepers';

/** Whether the school's receipts go by SMS and by email: both until its fee keepers turn one off. */
export interface ReceiptSettingsState extends ReceiptSettings {
  schoolId: string | null;
}
export const initialReceiptSettings: ReceiptSettingsState = {
  schoolId: null,
  sms: true,
  email: true,
};

export type ChangeReceiptMessages = ChangeReceiptMessagesInput & {
  type: 'ChangeReceiptMessages';
  schoolId: string;
};

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveReceiptSettings(
  state: ReceiptSettingsState,
  event: { type: string; data: unknown },
): ReceiptSettingsState {
  if (event.type !== 'ReceiptMessagesChanged') return state;
  const { schoolId, sms, email } = (event as ReceiptMessagesChanged).data;
  return { schoolId, sms, email };
}

/** The admin's or a bursar's, for their own school; the setting as it stands already records nothing. */
function changeReceiptMessages(
  command: ChangeReceiptMessages,
  state: ReceiptSettingsState,
  context: CommandContext,
): ReceiptMessagesChanged[] {
  const schoolId = feeKeepersOwn(state.schoolId, context, receiptSettingsMessages.otherSchool);
  if (state.sms === command.sms && state.email === command.email) return [];
  return [
    {
      type: 'ReceiptMessagesChanged',
      data: {
        schoolId,
        sms: command.sms,
        email: command.email,
        changedBy: context.actorId,
        changedAt: context.now,
      },
    },
  ];
}

export const receiptSettingsDecider: Decider<
  ReceiptSettingsState,
  ChangeReceiptMessages,
  ReceiptMessagesChanged
> = {
  initialState: initialReceiptSettings,
  evolve: evolveReceiptSettings,
  decide: changeReceiptMessages,
};
