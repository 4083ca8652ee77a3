import type { CommandContext, ResultsLinkSettingChanged } from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

/** The school's results settings: results links are off until the school turns them on. */
export interface ResultsSettingsState {
  sendOnPublication: boolean;
}
export const initialResultsSettings: ResultsSettingsState = { sendOnPublication: false };

export type ChangeResultsLinkSetting = {
  type: 'ChangeResultsLinkSetting';
  schoolId: string;
  sendOnPublication: boolean;
};

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveResultsSettings(
  state: ResultsSettingsState,
  event: { type: string; data: unknown },
): ResultsSettingsState {
  if (event.type !== 'ResultsLinkSettingChanged') return state;
  return { sendOnPublication: (event as ResultsLinkSettingChanged).data.sendOnPublication };
}

/** The admin's choice, recorded when it changes what the school does; the same choice again records nothing. */
function changeResultsLinkSetting(
  command: ChangeResultsLinkSetting,
  state: ResultsSettingsState,
  context: CommandContext,
): ResultsLinkSettingChanged[] {
  if (state.sendOnPublication === command.sendOnPublication) return [];
  return [
    {
      type: 'ResultsLinkSettingChanged',
      data: {
        schoolId: command.schoolId,
        sendOnPublication: command.sendOnPublication,
        changedAt: context.now,
      },
    },
  ];
}

export const resultsSettingsDecider: Decider<
  ResultsSettingsState,
  ChangeResultsLinkSetting,
  ResultsLinkSettingChanged
> = {
  initialState: initialResultsSettings,
  evolve: evolveResultsSettings,
  decide: changeResultsLinkSetting,
};
