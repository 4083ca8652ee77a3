import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, formatSchoolDay } from './dates';

describe('the platform’s date format', () => {
  it('writes a day as 3 Nov 2026', () => expect(formatSchoolDay('2026-11-03')).toBe('3 Nov 2026'));
  it('spells every month by its first three letters', () =>
    expect(['2026-01-13', '2026-06-30', '2026-09-08', '2026-12-04'].map(formatSchoolDay)).toEqual([
      '13 Jan 2026',
      '30 Jun 2026',
      '8 Sep 2026',
      '4 Dec 2026',
    ]));
  it('shows what is not a day as it is', () => {
    expect(formatSchoolDay('soon')).toBe('soon');
    expect(formatSchoolDay('2026-13-01')).toBe('2026-13-01');
  });
  it('names the months in full for report cards', () =>
    expect([MONTH_NAMES[0], MONTH_NAMES[3], MONTH_NAMES[11]]).toEqual([
      'January',
      'April',
      'December',
    ]));
});
