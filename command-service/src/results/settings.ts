import type {
  CommandContext,
  ReportCardSettingsChanged,
  ResultsLinkSettingChanged,
  ScoreFormat,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

/**
 * The school's results settings: results links are off until the school turns them on; report
 * cards show no conduct and effort and print whole numbers until the school chooses otherwise.
 */
export interface ResultsSettingsState {
  sendOnPublication: boolean;
  conductAndEffort: boolean;
  scoreFormat: ScoreFormat;
}
export const initialResultsSettings: ResultsSettingsState = {
  sendOnPublication: false,
  conductAndEffort: false,
  scoreFormat: 'WHOLE',
};

export type ChangeResultsLinkSetting = {
  type: 'ChangeResultsLinkSetting';
  schoolId: string;
  sendOnPublication: boolean;
};
export type ChangeReportCardSettings = {
  type: 'ChangeReportCardSettings';
  schoolId: string;
  conductAndEffort: boolean;
  scoreFormat: ScoreFormat;
};
export type ResultsSettingsCommand = ChangeResultsLinkSetting | ChangeReportCardSettings;
export type ResultsSettingsEvent = ResultsLinkSettingChanged | ReportCardSettingsChanged;

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveResultsSettings(
  state: ResultsSettingsState,
  event: { type: string; data: unknown },
): ResultsSettingsState {
  if (event.type === 'ResultsLinkSettingChanged')
    return {
      ...state,
      sendOnPublication: (event as ResultsLinkSettingChanged).data.sendOnPublication,
    };
  if (event.type === 'ReportCardSettingsChanged') {
    const { conductAndEffort, scoreFormat } = (event as ReportCardSettingsChanged).data;
    return { ...state, conductAndEffort, scoreFormat };
  }
  return state;
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

/** The report-card choices as one: recorded when either changes, nothing when both stand. */
function changeReportCardSettings(
  command: ChangeReportCardSettings,
  state: ResultsSettingsState,
  context: CommandContext,
): ReportCardSettingsChanged[] {
  if (
    state.conductAndEffort === command.conductAndEffort &&
    state.scoreFormat === command.scoreFormat
  )
    return [];
  return [
    {
      type: 'ReportCardSettingsChanged',
      data: {
        schoolId: command.schoolId,
        conductAndEffort: command.conductAndEffort,
        scoreFormat: command.scoreFormat,
        changedAt: context.now,
      },
    },
  ];
}

export const resultsSettingsDecider: Decider<
  ResultsSettingsState,
  ResultsSettingsCommand,
  ResultsSettingsEvent
> = {
  initialState: initialResultsSettings,
  evolve: evolveResultsSettings,
  decide: (command, state, context) => {
    switch (command.type) {
      case 'ChangeResultsLinkSetting':
        return changeResultsLinkSetting(command, state, context);
      case 'ChangeReportCardSettings':
        return changeReportCardSettings(command, state, context);
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
