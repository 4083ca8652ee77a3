import { describe, expect, it } from 'vitest';
import { DefineLevelInput, SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import { bandsOf, rowsOf } from './GradingScaleEditor';
import { issuesOf } from './useSetupCommand';

const check = (rows: ReturnType<typeof rowsOf>) => {
  const parsed = DefineLevelInput.safeParse({ name: 'Form 1', gradingScale: bandsOf(rows) });
  return parsed.success ? [] : issuesOf(parsed.error);
};

describe('the grading-scale rows as typed', () => {
  it('the sample scale, shown and sent back, is a whole scale with its points', () => {
    const rows = rowsOf(SAMPLE_GRADING_SCALE);
    expect(rows[1]).toEqual({ grade: 'B', minScore: '65', maxScore: '74', points: '4', pass: true });
    expect(check(rows)).toEqual([]);
    expect(bandsOf(rows)[5]).toEqual({ grade: 'U', minScore: 0, maxScore: 29, points: 0, pass: false });
  });

  it('an emptied minimum is named on its cell, not read as 0', () => {
    const rows = rowsOf(SAMPLE_GRADING_SCALE).map((r) => (r.grade === 'U' ? { ...r, minScore: '' } : r));
    expect(check(rows)).toEqual([{ field: 'gradingScale.5.minScore', message: 'The minimum score must be a number' }]);
  });

  it('keeps every problem of the scale, each naming its rows', () => {
    const rows = rowsOf(SAMPLE_GRADING_SCALE).map((r) => (r.grade === 'B' ? { ...r, minScore: '66' } : r.grade === 'A' ? { ...r, maxScore: '99' } : r));
    expect(check(rows)).toEqual([
      { field: 'gradingScale', message: 'No grade covers scores between 64 and 66 (between C (50–64) and B (66–74))' },
      { field: 'gradingScale', message: 'No grade covers scores above 99 up to 100 (highest row: A (75–99))' },
    ]);
  });
});
