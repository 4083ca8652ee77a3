import { examMessages, type MarkValue } from '@chikoro/contracts';

/** What a cell holds: the mark it means, or why it means none. */
export type ParsedMark = { ok: true; mark: MarkValue } | { ok: false; error: string };

/**
 * A typed or pasted cell as a mark: a number from 0 to the exam's total; 'A', 'ABS' or 'ABSENT'
 * for absent and 'EX' or 'EXEMPT' for exempt (never a 0); an empty cell is no entry.
 */
export function parseMark(text: string, outOf: number): ParsedMark {
  const value = text.trim().toUpperCase();
  if (value === '') return { ok: true, mark: null };
  if (value === 'A' || value === 'ABS' || value === 'ABSENT') return { ok: true, mark: 'ABSENT' };
  if (value === 'EX' || value === 'EXEMPT') return { ok: true, mark: 'EXEMPT' };
  if (!/^\d+([.,]\d+)?$/.test(value))
    return {
      ok: false,
      error: `${examMessages.markRange} (${outOf}), or A for absent, EX for exempt`,
    };
  const mark = Number(value.replace(',', '.'));
  if (mark < 0 || mark > outOf) return { ok: false, error: `${examMessages.markRange} (${outOf})` };
  return { ok: true, mark };
}

/** How a mark is shown in a cell: the number, ABSENT, EXEMPT, or nothing. */
export function markText(mark: MarkValue | undefined): string {
  if (mark === null || mark === undefined) return '';
  return String(mark);
}
