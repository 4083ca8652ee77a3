import { z } from 'zod';

/**
 * One row of a level's grading scale: a grade for scores from minScore to maxScore, both
 * inclusive, with optional points (O level: A = 5 … E = 1) and whether it is a pass.
 */
export const GradeBand = z.strictObject({
  grade: z
    .string()
    .trim()
    .min(1, { error: 'Enter the grade' })
    .max(10, { error: 'Keep the grade under 10 characters' }),
  minScore: z.coerce
    .number({ error: 'The minimum score must be a number' })
    .min(0, { error: 'Scores are from 0 to 100' })
    .max(100, { error: 'Scores are from 0 to 100' }),
  maxScore: z.coerce
    .number({ error: 'The maximum score must be a number' })
    .min(0, { error: 'Scores are from 0 to 100' })
    .max(100, { error: 'Scores are from 0 to 100' }),
  points: z.coerce.number({ error: 'Points must be a number' }).min(0).max(100).optional(),
  pass: z.boolean(),
});
export type GradeBand = z.infer<typeof GradeBand>;

/** Spec 001 §9's sample scale, offered as the default: A 75–100 … U below 30. */
export const SAMPLE_GRADING_SCALE: GradeBand[] = [
  { grade: 'A', minScore: 75, maxScore: 100, points: 5, pass: true },
  { grade: 'B', minScore: 65, maxScore: 74, points: 4, pass: true },
  { grade: 'C', minScore: 50, maxScore: 64, points: 3, pass: true },
  { grade: 'D', minScore: 40, maxScore: 49, points: 2, pass: false },
  { grade: 'E', minScore: 30, maxScore: 39, points: 1, pass: false },
  { grade: 'U', minScore: 0, maxScore: 29, points: 0, pass: false },
];

/**
 * Bands are written as schools write them (B 65–74, A 75–100) and read by their inclusive
 * minimum: a band runs up to the next band's minimum, so 74.5 is a B. Two bands meet when the
 * next minimum is at most one above this maximum; anything wider is a gap.
 */
const MEETS = 1;

/**
 * Why a scale is not a partition of 0–100: each problem names the rows it concerns, so the form
 * can say which ones to fix. An empty list means every score from 0 to 100 has exactly one grade.
 */
export function gradingScaleProblems(rows: readonly GradeBand[]): string[] {
  const problems: string[] = [];
  const label = (row: GradeBand) => `${row.grade} (${row.minScore}–${row.maxScore})`;
  rows.forEach((row) => {
    if (row.minScore > row.maxScore)
      problems.push(`Grade ${label(row)}: the minimum is above the maximum`);
  });
  const grades = rows.map((r) => r.grade.toUpperCase());
  grades.forEach((g, i) => {
    if (grades.indexOf(g) !== i) problems.push(`Grade ${rows[i]!.grade} appears more than once`);
  });
  const sorted = [...rows]
    .filter((r) => r.minScore <= r.maxScore)
    .sort((a, b) => a.minScore - b.minScore);
  if (sorted.length === 0)
    return problems.length ? problems : ['The grading scale needs at least one grade'];
  if (sorted[0]!.minScore > 0)
    problems.push(
      `No grade covers scores from 0 to below ${sorted[0]!.minScore} (lowest row: ${label(sorted[0]!)})`,
    );
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1]!;
    const row = sorted[i]!;
    if (row.minScore <= before.maxScore)
      problems.push(`Grades ${label(before)} and ${label(row)} overlap`);
    else if (row.minScore - before.maxScore > MEETS)
      problems.push(
        `No grade covers scores between ${before.maxScore} and ${row.minScore} (between ${label(before)} and ${label(row)})`,
      );
  }
  const top = sorted.at(-1)!;
  if (top.maxScore < 100)
    problems.push(
      `No grade covers scores above ${top.maxScore} up to 100 (highest row: ${label(top)})`,
    );
  return problems;
}

/** A scale that covers 0–100 with no gap or overlap; refusals name the rows. */
export const GradingScale = z
  .array(GradeBand, { error: 'The grading scale needs at least one grade' })
  .min(1, { error: 'The grading scale needs at least one grade' })
  .max(20, { error: 'A grading scale has at most 20 grades' })
  .superRefine((rows, ctx) => {
    for (const message of gradingScaleProblems(rows)) ctx.addIssue({ code: 'custom', message });
  });

/** The grade of a score on a scale, by inclusive minimums: 74.5 on the sample scale is a B, never nothing. */
export function gradeFor(score: number, rows: readonly GradeBand[]): GradeBand | undefined {
  const sorted = [...rows].sort((a, b) => b.minScore - a.minScore);
  return sorted.find((r) => score >= r.minScore);
}
