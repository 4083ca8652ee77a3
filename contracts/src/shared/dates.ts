/** The months as the platform spells them (report cards); short dates take their first three letters. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const SHORT_MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

/** '2026-11-23' → '23 Nov 2026', the platform's one date format; what is not a day is shown as it is. */
export function formatSchoolDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? SHORT_MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

/** The nil uuid: stands for "no school" or "nobody" where a query needs a uuid that matches no row. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The day `days` after `day` (before it when negative), both YYYY-MM-DD. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
