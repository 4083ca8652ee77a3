/**
 * School days, worked out from term dates: Monday to Friday within a term, in Harare's time
 * (UTC+2 all year). Pure: today comes in as an argument, never from the clock.
 */
const HARARE_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const utc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The calendar day in Harare at this instant: '2026-11-23T23:30:00Z' is already the 24th there. */
export const schoolDate = (instant: string): string => iso(Date.parse(instant) + HARARE_OFFSET_MS);

export const isWeekday = (day: string): boolean => {
  const weekday = new Date(utc(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The weekdays from `from` to `to`, both included (none when `to` is before `from`). */
export function weekdaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = utc(from); ms <= utc(to); ms += DAY_MS) if (isWeekday(iso(ms))) days.push(iso(ms));
  return days;
}

export interface TermDates {
  termId: string;
  name: string;
  startDate: string;
  endDate: string;
}
export interface YearDates {
  academicYearId: string;
  startDate: string;
  endDate: string;
}

/**
 * The school's current year, as /api/academic-years flags it: the one containing today; else the
 * latest started; else the first to come.
 */
export function currentYearOf<Y extends YearDates>(
  years: readonly Y[],
  today: string,
): Y | undefined {
  const containing = years.find((y) => y.startDate <= today && today <= y.endDate);
  if (containing) return containing;
  const started = years
    .filter((y) => y.startDate <= today)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return started[0] ?? [...years].sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
}

export const termOfDay = <T extends TermDates>(terms: readonly T[], day: string): T | undefined =>
  terms.find((t) => t.startDate <= day && day <= t.endDate);

/** The school days of a term so far: its weekdays up to today (or to its end, once it is over). */
export const termSchoolDaysSoFar = (term: TermDates, today: string): number =>
  weekdaysBetween(term.startDate, today < term.endDate ? today : term.endDate).length;
