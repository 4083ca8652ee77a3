import type { MarkValue } from './commands';

/** One paper of a subject in a term, with one student's mark on it. */
export interface PaperMark {
  outOf: number;
  /** Percentage points the paper carries in the subject's term result (0–100). */
  weight: number;
  mark: MarkValue;
}

/**
 * A student's final mark in a subject for a term: Σ (mark ÷ outOf × weight) over the papers,
 * out of the weights that count. Documented rules:
 * - an EXEMPT paper does not count: its weight leaves the total, and the rest is scaled up to 100;
 * - an ABSENT paper counts as 0 (the student sat none of it) — absence is a fact the card shows;
 * - a paper with no entry yet (null) makes the result incomplete: undefined, never a silent 0;
 * - no paper counting (all exempt, or weights 0) gives undefined.
 * The result is rounded to two decimals and lies in 0–100.
 */
export function finalMark(papers: readonly PaperMark[]): number | undefined {
  if (papers.length === 0) return undefined;
  if (papers.some((p) => p.mark === null)) return undefined;
  const counting = papers.filter((p) => p.mark !== 'EXEMPT' && p.weight > 0);
  const weights = counting.reduce((sum, p) => sum + p.weight, 0);
  if (weights === 0) return undefined;
  const earned = counting.reduce(
    (sum, p) =>
      sum + (p.mark === 'ABSENT' ? 0 : Math.min(Number(p.mark), p.outOf) / p.outOf) * p.weight,
    0,
  );
  return Math.round((earned / weights) * 100 * 100) / 100;
}

/** Competition ranking (1, 2, 2, 4): equal scores share a place, the next place skips. */
export function competitionRanks(
  scores: readonly { id: string; score: number }[],
): Map<string, number> {
  const sorted = [...scores].sort((a, b) => b.score - a.score);
  const ranks = new Map<string, number>();
  sorted.forEach((entry, i) => {
    const previous = sorted[i - 1];
    ranks.set(
      entry.id,
      previous && previous.score === entry.score ? ranks.get(previous.id)! : i + 1,
    );
  });
  return ranks;
}
