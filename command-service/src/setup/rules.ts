import {
  ConflictError,
  ValidationError,
  gradingScaleProblems,
  type GradeBand,
} from '@chikoro/contracts';

/** Names compare as people read them: 'sciences ' and 'Sciences' are the same department. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Two inclusive date ranges (YYYY-MM-DD, which sort as text) share at least one day. */
export const overlaps = (
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean => a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * The same command sent again (the same new id) appends nothing when it asks for what is already
 * there; the same id with other details is a conflict. False when the id is new.
 */
export function alreadyThere<T extends object>(
  existing: T | undefined,
  wanted: Partial<T>,
): boolean {
  if (!existing) return false;
  const same = Object.entries(wanted).every(
    ([key, value]) => JSON.stringify(existing[key as keyof T]) === JSON.stringify(value),
  );
  if (!same) throw new ConflictError('A record with this id already exists with other details.');
  return true;
}

/** A scale in one canonical order and shape, so a reordered copy of the current scale counts as unchanged. */
export function canonicalScale(rows: readonly GradeBand[]): GradeBand[] {
  return [...rows]
    .sort((a, b) => b.minScore - a.minScore)
    .map(({ grade, minScore, maxScore, points, pass }) => ({
      grade: grade.trim(),
      minScore,
      maxScore,
      ...(points === undefined ? {} : { points }),
      pass,
    }));
}

/** The decider's own check of a scale (the edge parses with the same rule): every score 0–100 has one grade. */
export function requireWholeScale(rows: readonly GradeBand[]): void {
  const problems = gradingScaleProblems(rows);
  if (problems.length)
    throw new ValidationError(
      problems.join('. '),
      problems.map((message) => ({ field: 'gradingScale', message })),
    );
}
