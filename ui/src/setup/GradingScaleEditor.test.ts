import { describe, expect, it } from 'vitest';
import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import { commandResolver } from '../shared/commandForm';
import { bandsOf, messagesOf, rowsOf, withBands } from './GradingScaleEditor';

/** The messages the Create level/grade form shows: its resolver over DefineLevel's schema, every problem kept. */
const check = async (rows: ReturnType<typeof rowsOf>) => {
  const resolve = commandResolver('DefineLevel', { toInput: withBands });
  const { errors } = await resolve({ name: 'Form 1', gradingScale: rows }, undefined, {
    criteriaMode: 'all',
    fields: {},
    shouldUseNativeValidation: false,
  });
  return messagesOf(errors.gradingScale, 'gradingScale');
};

describe('the grading-scale rows as typed', () => {
  it('the sample scale, shown and sent back, is a whole scale with its points', async () => {
    const rows = rowsOf(SAMPLE_GRADING_SCALE);
    expect(rows[1]).toEqual({
      grade: 'B',
      minScore: '65',
      maxScore: '74',
      points: '4',
      pass: true,
    });
    expect(await check(rows)).toEqual([]);
    expect(bandsOf(rows)[5]).toEqual({
      grade: 'U',
      minScore: 0,
      maxScore: 29,
      points: 0,
      pass: false,
    });
  });

  it('an emptied minimum is named on its cell, not read as 0', async () => {
    const rows = rowsOf(SAMPLE_GRADING_SCALE).map((r) =>
      r.grade === 'U' ? { ...r, minScore: '' } : r,
    );
    expect(await check(rows)).toEqual([
      { field: 'gradingScale.5.minScore', message: 'The minimum score must be a number' },
    ]);
  });

  it('keeps every problem of the scale, each naming its rows', async () => {
    const rows = rowsOf(SAMPLE_GRADING_SCALE).map((r) =>
      r.grade === 'B' ? { ...r, minScore: '66' } : r.grade === 'A' ? { ...r, maxScore: '99' } : r,
    );
    expect(await check(rows)).toEqual([
      {
        field: 'gradingScale',
        message: 'No grade covers scores between 64 and 66 (between C (50–64) and B (66–74))',
      },
      {
        field: 'gradingScale',
        message: 'No grade covers scores above 99 up to 100 (highest row: A (75–99))',
      },
    ]);
  });

  it("shows the server's field error under its row as the form received it", () => {
    expect(
      messagesOf({ 2: { minScore: { type: 'server', message: 'Too low' } } }, 'gradingScale'),
    ).toEqual([{ field: 'gradingScale.2.minScore', message: 'Too low' }]);
  });
});
