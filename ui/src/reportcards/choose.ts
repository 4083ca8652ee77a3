import type { ReportCardRow } from '@chikoro/contracts';

/** Spec 001 §9: term options Term 1 to Term 3. */
export const TERM_OPTIONS = ['Term 1', 'Term 2', 'Term 3'] as const;

/** Spec 000 §2: years from the current year down to 1900. */
export function yearOptions(currentYear: number): number[] {
  return Array.from({ length: currentYear - 1900 + 1 }, (_, i) => currentYear - i);
}

/**
 * The year the selector shows a card under: the year its academic year is named by ('2025',
 * '2025/26', 'Academic year 2025-2026' are 2025), else the year it was published.
 */
export function cardYear(card: Pick<ReportCardRow, 'academicYearName' | 'publishedAt'>): string {
  return (
    /(?:^|\D)((?:19|20)\d{2})(?!\d)/.exec(card.academicYearName)?.[1] ??
    card.publishedAt.slice(0, 4)
  );
}

/** A student's card for a term and year: its versions, newest first (empty when none is published). */
export function versionsFor(
  cards: readonly ReportCardRow[],
  term: string,
  year: string,
): ReportCardRow[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const matching = cards.filter((c) => same(c.termName, term) && cardYear(c) === year.trim());
  // One academic year's card: the newest version's year, should two years share a calendar year.
  const newest = [...matching].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
  return matching
    .filter((c) => c.academicYearId === newest?.academicYearId)
    .sort((a, b) => b.version - a.version);
}

/** The term and year to open on: the given version's, else the latest published card's, else Term 1 of this year. */
export function initialChoice(
  cards: readonly ReportCardRow[],
  cardId: string | undefined,
  currentYear: number,
): { term: string; year: string } {
  const chosen =
    cards.find((c) => c.id === cardId) ??
    [...cards].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
  return chosen
    ? { term: chosen.termName, year: cardYear(chosen) }
    : { term: TERM_OPTIONS[0], year: String(currentYear) };
}
