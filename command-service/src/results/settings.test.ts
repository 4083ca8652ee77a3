import { describe, expect, it } from 'vitest';
import type { CommandContext, ResultsLinkSettingChanged } from '@chikoro/contracts';
import { fold } from '../commands/decider';
import { resultsSettingsDecider, type ChangeResultsLinkSetting } from './settings';

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
const given = (...events: ResultsLinkSettingChanged[]) => fold(resultsSettingsDecider, events);

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
