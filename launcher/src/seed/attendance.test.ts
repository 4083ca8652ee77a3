import { describe, expect, it } from 'vitest';
import { demoMark, pastSchoolDays } from './attendance';

describe('demo registers', () => {
  it('cover the last school days of the term before today, skipping weekends', () => {
    const term = { startDate: '2026-09-08', endDate: '2026-12-04' };
    expect(pastSchoolDays(term, '2026-11-23', 4)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });
  it('stop at the term’s start', () => {
    expect(
      pastSchoolDays({ startDate: '2026-09-08', endDate: '2026-12-04' }, '2026-09-10', 10),
    ).toEqual(['2026-09-08', '2026-09-09']);
  });
  it('after the term ends, are its last days', () => {
    expect(
      pastSchoolDays({ startDate: '2026-09-08', endDate: '2026-12-04' }, '2026-12-20', 2),
    ).toEqual(['2026-12-03', '2026-12-04']);
  });
  it('are mostly present, some absent, some late with their minutes, the same at every start', () => {
    const marks = Array.from({ length: 1000 }, (_, i) => demoMark(`student-${i}`, '2026-11-20'));
    const count = (s: string) => marks.filter((m) => m.status === s).length;
    expect(count('PRESENT')).toBeGreaterThan(800);
    expect(count('ABSENT')).toBeGreaterThan(20);
    expect(count('LATE')).toBeGreaterThan(40);
    expect(
      marks.every((m) => m.status !== 'LATE' || (m.minutesLate >= 5 && m.minutesLate <= 45)),
    ).toBe(true);
    expect(demoMark('student-1', '2026-11-20')).toEqual(demoMark('student-1', '2026-11-20'));
  });
});
