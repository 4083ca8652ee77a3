import { describe, expect, it } from 'vitest';
import type {
  CommandContext,
  ReportCardSettingsChanged,
  ResultsLinkSettingChanged,
} from '@chikoro/contracts';
import { fold } from '../commands/decider';
import {
  resultsSettingsDecider,
  type ChangeReportCardSettings,
  type ChangeResultsLinkSetting,
} from './settings';

const now = '2026-11-25T08:00:00.000Z';
const asAdmin: CommandContext = {
  actorId: 'admin-1',
  actorRole: 'ADMIN',
  schoolId: 'school-1',
  now,
};
const change = (sendOnPublication: boolean): ChangeResultsLinkSetting => ({
  type: 'ChangeResultsLinkSetting',
  schoolId: 'school-1',
  sendOnPublication,
});
const changed = (sendOnPublication: boolean): ResultsLinkSettingChanged => ({
  type: 'ResultsLinkSettingChanged',
  data: { schoolId: 'school-1', sendOnPublication, changedAt: '2026-11-20T08:00:00.000Z' },
});
const given = (...events: (ResultsLinkSettingChanged | ReportCardSettingsChanged)[]) =>
  fold(resultsSettingsDecider, events);
const cards = (
  conductAndEffort: boolean,
  scoreFormat: 'WHOLE' | 'ONE_DECIMAL',
): ChangeReportCardSettings => ({
  type: 'ChangeReportCardSettings',
  schoolId: 'school-1',
  conductAndEffort,
  scoreFormat,
});
const cardsChanged = (
  conductAndEffort: boolean,
  scoreFormat: 'WHOLE' | 'ONE_DECIMAL',
): ReportCardSettingsChanged => ({
  type: 'ReportCardSettingsChanged',
  data: {
    schoolId: 'school-1',
    conductAndEffort,
    scoreFormat,
    changedAt: '2026-11-20T08:00:00.000Z',
  },
});

describe('when the school never chose', () => {
  it('sends no results links', () => {
    expect(given().sendOnPublication).toBe(false);
  });
  it('turns them on', () => {
    expect(resultsSettingsDecider.decide(change(true), given(), asAdmin)).toEqual([
      {
        type: 'ResultsLinkSettingChanged',
        data: { schoolId: 'school-1', sendOnPublication: true, changedAt: now },
      },
    ]);
  });
  it('records nothing when told to keep them off', () => {
    expect(resultsSettingsDecider.decide(change(false), given(), asAdmin)).toEqual([]);
  });
});

describe('when results links are on', () => {
  const state = given(changed(true));
  it('records nothing when turned on again', () => {
    expect(resultsSettingsDecider.decide(change(true), state, asAdmin)).toEqual([]);
  });
  it('turns them off', () => {
    expect(resultsSettingsDecider.decide(change(false), state, asAdmin)).toEqual([
      {
        type: 'ResultsLinkSettingChanged',
        data: { schoolId: 'school-1', sendOnPublication: false, changedAt: now },
      },
    ]);
  });
  it('is off again once turned off', () => {
    expect(given(changed(true), changed(false)).sendOnPublication).toBe(false);
  });
});

describe('when the school never chose how its cards look', () => {
  it('shows no conduct and effort and prints whole numbers', () => {
    expect(given()).toMatchObject({ conductAndEffort: false, scoreFormat: 'WHOLE' });
  });
  it('turns conduct and effort on', () => {
    expect(resultsSettingsDecider.decide(cards(true, 'WHOLE'), given(), asAdmin)).toEqual([
      {
        type: 'ReportCardSettingsChanged',
        data: {
          schoolId: 'school-1',
          conductAndEffort: true,
          scoreFormat: 'WHOLE',
          changedAt: now,
        },
      },
    ]);
  });
  it('chooses one decimal', () => {
    expect(resultsSettingsDecider.decide(cards(false, 'ONE_DECIMAL'), given(), asAdmin)).toEqual([
      {
        type: 'ReportCardSettingsChanged',
        data: {
          schoolId: 'school-1',
          conductAndEffort: false,
          scoreFormat: 'ONE_DECIMAL',
          changedAt: now,
        },
      },
    ]);
  });
  it('records nothing when told what already stands', () => {
    expect(resultsSettingsDecider.decide(cards(false, 'WHOLE'), given(), asAdmin)).toEqual([]);
  });
});

describe('when the cards show conduct and effort in one decimal', () => {
  const state = given(changed(true), cardsChanged(true, 'ONE_DECIMAL'));
  it('keeps the results link choice beside them', () => {
    expect(state).toEqual({
      sendOnPublication: true,
      conductAndEffort: true,
      scoreFormat: 'ONE_DECIMAL',
    });
  });
  it('records nothing when the same is chosen again', () => {
    expect(resultsSettingsDecider.decide(cards(true, 'ONE_DECIMAL'), state, asAdmin)).toEqual([]);
  });
  it('goes back to whole numbers, conduct and effort still on', () => {
    expect(resultsSettingsDecider.decide(cards(true, 'WHOLE'), state, asAdmin)).toEqual([
      {
        type: 'ReportCardSettingsChanged',
        data: {
          schoolId: 'school-1',
          conductAndEffort: true,
          scoreFormat: 'WHOLE',
          changedAt: now,
        },
      },
    ]);
  });
  it('leaves the results link choice alone when the cards change', () => {
    expect(given(changed(true), cardsChanged(false, 'WHOLE')).sendOnPublication).toBe(true);
  });
});
