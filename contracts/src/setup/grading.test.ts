import { describe, expect, it } from 'vitest';
import { GradingScale, gradeFor, gradingScaleProblems, type GradeBand } from './grading';

const band = (grade: string, minScore: number, maxScore: number, pass = true): GradeBand => ({
  grade,
  minScore,
  maxScore,
  pass,
});
const sample = [
  band('A', 75, 100),
  band('B', 65, 74),
  band('C', 50, 64),
  band('D', 40, 49, false),
  band('E', 30, 39, false),
  band('U', 0, 29, false),
];

describe('a grading scale', () => {
  it('is whole when its bands cover 0 to 100 the way schools write them (B 65–74, A 75–100)', () => {
    expect(gradingScaleProblems(sample)).toEqual([]);
    expect(GradingScale.safeParse(sample).success).toBe(true);
  });

  it('names the two rows that overlap', () => {
    expect(gradingScaleProblems([band('A', 70, 100), band('B', 0, 74)])).toEqual([
      'Grades B (0–74) and A (70–100) overlap',
    ]);
  });

  it('names the rows around a gap', () => {
    expect(gradingScaleProblems([band('A', 75, 100), band('B', 0, 70)])).toEqual([
      'No grade covers scores between 70 and 75 (between B (0–70) and A (75–100))',
    ]);
  });

  it('must start at 0 and reach 100', () => {
    expect(gradingScaleProblems([band('A', 10, 90)])).toEqual([
      'No grade covers scores from 0 to below 10 (lowest row: A (10–90))',
      'No grade covers scores above 90 up to 100 (highest row: A (10–90))',
    ]);
  });

  it('refuses a row whose minimum is above its maximum, and a grade named twice', () => {
    expect(gradingScaleProblems([band('A', 50, 100), band('A', 0, 49), band('B', 60, 40)])).toEqual(
      ['Grade B (60–40): the minimum is above the maximum', 'Grade A appears more than once'],
    );
  });

  it('grades by inclusive minimums, so a score between two written bands still has a grade', () => {
    expect([74.5, 75, 64.99, 0, 100].map((score) => gradeFor(score, sample)?.grade)).toEqual([
      'B',
      'A',
      'C',
      'U',
      'A',
    ]);
  });
});
