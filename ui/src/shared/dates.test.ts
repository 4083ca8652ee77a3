import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates as the school writes them (en-ZW, Harare time)', () => {
  it('puts the day first and the month in words, never 11/23/2026', () => {
    expect(formatDate('2026-11-23T10:05:00Z')).toBe('23 Nov 2026');
  });

  it('gives the time in Harare (UTC+2) on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-23T13:05:00Z')).toBe('23 Nov 2026, 15:05');
    // Late in the evening UTC is already the next day in Harare.
    expect(formatDateTime('2026-12-31T22:30:00Z')).toBe('1 Jan 2027, 00:30');
  });

  it('shows a dash for no date or an unreadable one', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
