import { describe, expect, it } from 'vitest';
import {
  currentYearOf,
  isWeekday,
  schoolDate,
  termOfDay,
  termSchoolDaysSoFar,
  weekdaysBetween,
} from './calendar';

describe('school days', () => {
  it('a day is Harare’s: 22:30 UTC on the 23rd is already the 24th', () => {
    expect(schoolDate('2026-11-23T22:30:00.000Z')).toBe('2026-11-24');
    expect(schoolDate('2026-11-23T21:59:00.000Z')).toBe('2026-11-23');
  });
  it('Saturday and Sunday are not school days', () => {
    expect([
      isWeekday('2026-11-20'),
      isWeekday('2026-11-21'),
      isWeekday('2026-11-22'),
      isWeekday('2026-11-23'),
    ]).toEqual([true, false, false, true]);
  });
  it('the weekdays between two days skip the weekend', () => {
    expect(weekdaysBetween('2026-11-20', '2026-11-24')).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(weekdaysBetween('2026-11-24', '2026-11-20')).toEqual([]);
  });
  it('a term of 8 Sep–4 Dec 2026 has 64 school days, 55 of them by Monday 23 Nov', () => {
    const term = { termId: 't3', name: 'Term 3', startDate: '2026-09-08', endDate: '2026-12-04' };
    expect(termSchoolDaysSoFar(term, '2026-12-31')).toBe(64);
    expect(termSchoolDaysSoFar(term, '2026-11-23')).toBe(55);
    expect(termSchoolDaysSoFar(term, '2026-09-01')).toBe(0);
  });
});

describe('the current year and the term of a day', () => {
  const y2026 = { academicYearId: 'y2026', startDate: '2026-01-13', endDate: '2026-12-04' };
  const y2027 = { academicYearId: 'y2027', startDate: '2027-01-12', endDate: '2027-12-03' };
  it('is the year containing today', () =>
    expect(currentYearOf([y2027, y2026], '2026-11-23')?.academicYearId).toBe('y2026'));
  it('between years, the latest started', () =>
    expect(currentYearOf([y2027, y2026], '2026-12-20')?.academicYearId).toBe('y2026'));
  it('before any year starts, the first to come', () =>
    expect(currentYearOf([y2027], '2026-12-20')?.academicYearId).toBe('y2027'));
  it('a day falls in the term whose dates hold it, ends included', () => {
    const terms = [
      { termId: 't2', name: 'Term 2', startDate: '2026-05-12', endDate: '2026-08-06' },
      { termId: 't3', name: 'Term 3', startDate: '2026-09-08', endDate: '2026-12-04' },
    ];
    expect([
      termOfDay(terms, '2026-08-06')?.termId,
      termOfDay(terms, '2026-08-20')?.termId,
      termOfDay(terms, '2026-09-08')?.termId,
    ]).toEqual(['t2', undefined, 't3']);
  });
});
