import type { CardMark } from '@chikoro/contracts';

/** A mark as a card prints it: the number, 'Absent', 'Exempt', or a dash while there is no entry. */
export const markText = (mark: CardMark): string =>
  mark === null ? '—' : mark === 'ABSENT' ? 'Absent' : mark === 'EXEMPT' ? 'Exempt' : String(mark);

/** A final mark with up to two decimals, or 'Incomplete' / '—'. */
export const finalText = (finalMark: number | null, status: 'complete' | 'incomplete'): string =>
  finalMark !== null ? String(finalMark) : status === 'incomplete' ? 'Incomplete' : '—';
