import { describe, expect, it } from 'vitest';
import { aYearOn } from './YearDialog';

describe("a term's dates copied to the next year", () => {
  it('keeps the day and month', () => expect(aYearOn('2026-09-08')).toBe('2027-09-08'));
  it('moves 29 February to the 28th of a year with none', () =>
    expect(aYearOn('2028-02-29')).toBe('2029-02-28'));
});
