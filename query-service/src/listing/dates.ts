const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function realDay(year: string, month: string, day: string): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
}

/** A calendar day that exists (2026-02-28, never 2026-02-31), as PostgreSQL's `date` takes it. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  return m !== null && realDay(m[1]!, m[2]!, m[3]!);
}

/** An ISO 8601 instant with its offset, every field in range, as PostgreSQL's `timestamptz` takes it. */
export function isIsoInstant(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m || !realDay(m[1]!, m[2]!, m[3]!)) return false;
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  const [offsetHours, offsetMinutes] = [Number(m[8] ?? 0), Number(m[9] ?? 0)];
  return hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 15 && offsetMinutes <= 59;
}
