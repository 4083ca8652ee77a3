import type { FieldChange } from '@chikoro/contracts';

/** Cells a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function changesText(changes: readonly FieldChange[]): string {
  const show = (v: FieldChange['before']) => (v === null ? '(empty)' : String(v));
  return changes.map((c) => `${c.field}: ${show(c.before)} → ${show(c.after)}`).join('; ');
}
