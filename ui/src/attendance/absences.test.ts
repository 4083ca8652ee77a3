import { describe, expect, it } from 'vitest';
import {
  addDays,
  firstReportableDay,
  lastReportableDay,
  markedWords,
  reportedLine,
  reportedMessage,
  withdrawnMessage,
} from './absences';

describe('a family reporting an absence', () => {
  it('starts on today when today is a school day', () => {
    expect(firstReportableDay('2026-11-25')).toBe('2026-11-25');
  });
  it('starts on the Monday after a weekend', () => {
    expect(firstReportableDay('2026-11-28')).toBe('2026-11-30');
    expect(firstReportableDay('2026-11-29')).toBe('2026-11-30');
  });
  it('reports at most 30 days ahead, across a month and a year', () => {
    expect(lastReportableDay('2026-12-15')).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('is confirmed with the child, the day and the school', () => {
    expect(reportedMessage('Tendai Moyo', '2026-11-30')).toBe(
      'Absence of Tendai Moyo on 30 Nov 2026 reported to the school',
    );
    expect(withdrawnMessage('Tendai Moyo', '2026-11-30')).toBe(
      'Absence report of Tendai Moyo on 30 Nov 2026 withdrawn',
    );
  });
});

describe('a report on the register', () => {
  it('names who reported it and why', () => {
    expect(reportedLine({ parentName: 'Chipo Mutasa', reason: 'Clinic appointment' })).toBe(
      'Reported absent by Chipo Mutasa: Clinic appointment',
    );
  });
  it('says what the register made of a reported day', () => {
    expect(markedWords(null)).toBe('Not taken yet');
    expect(markedWords({ status: 'ABSENT', minutesLate: null })).toBe('Absent');
    expect(markedWords({ status: 'PRESENT', minutesLate: null })).toBe('Present');
    expect(markedWords({ status: 'LATE', minutesLate: 25 })).toBe('Late (25 min)');
  });
});
