import {
  ABSENCE_REPORT_DAYS_AHEAD,
  formatSchoolDay,
  isWeekday,
  type AbsenceReport,
} from '@chikoro/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** '2026-11-28' and 2 → '2026-11-30': calendar days, whatever the browser's time zone. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day a new report starts on: today, or the Monday after a weekend. */
export function firstReportableDay(today: string): string {
  let day = today;
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

/** The furthest day a family may report ahead (the server refuses beyond it). */
export const lastReportableDay = (today: string): string =>
  addDays(today, ABSENCE_REPORT_DAYS_AHEAD);

/** "Reported absent by Chipo Mutasa: Clinic appointment", as the register shows it beside the student. */
export const reportedLine = (report: Pick<AbsenceReport, 'parentName' | 'reason'>): string =>
  `Reported absent by ${report.parentName}: ${report.reason}`;

/** "Absence of Tendai Moyo on 30 Nov 2026 reported to the school". */
export const reportedMessage = (studentName: string, date: string): string =>
  `Absence of ${studentName} on ${formatSchoolDay(date)} reported to the school`;

/** "Absence report of Tendai Moyo on 30 Nov 2026 withdrawn". */
export const withdrawnMessage = (studentName: string, date: string): string =>
  `Absence report of ${studentName} on ${formatSchoolDay(date)} withdrawn`;

/** What the register says of a reported day: "Not taken yet", "Absent", "Late (10 min)". */
export function markedWords(marked: AbsenceReport['marked']): string {
  if (!marked) return 'Not taken yet';
  if (marked.status === 'LATE')
    return marked.minutesLate ? `Late (${marked.minutesLate} min)` : 'Late';
  return marked.status === 'ABSENT' ? 'Absent' : 'Present';
}

/** Each student's report of the day, by student id. */
export const reportsByStudent = <R extends Pick<AbsenceReport, 'studentId'>>(
  reports: readonly R[],
): Map<string, R> => new Map(reports.map((r) => [r.studentId, r]));
