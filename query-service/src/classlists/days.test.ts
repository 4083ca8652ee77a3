import { describe, expect, it } from 'vitest';
import { schoolDaysOf } from './days';

describe('the school days of a month', () => {
  it('are the weekdays inside a term: December 2026 with Term 3 ending on Friday the 4th', () => {
    expect(schoolDaysOf('2026-12', [{ startDate: '2026-09-08', endDate: '2026-12-04' }])).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });
  it('skip the weekends and the holiday between two terms', () => {
    const terms = [
      { startDate: '2026-01-13', endDate: '2026-04-03' },
      { startDate: '2026-04-28', endDate: '2026-07-31' },
    ];
    expect(schoolDaysOf('2026-04', terms)).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
    ]);
  });
  it('are none outside the terms', () =>
    expect(schoolDaysOf('2026-08', [{ startDate: '2026-09-08', endDate: '2026-12-04' }])).toEqual(
      [],
    ));
});
