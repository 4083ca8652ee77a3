import {
  formatSchoolDay,
  type AbsenceReport,
  type AttendanceEntry,
  type AttendanceStatus,
} from '@chikoro/contracts';

export interface MarkDraft {
  status: AttendanceStatus;
  /** As typed: a number of minutes once valid. */
  minutesLate: string;
  reason: string;
}

export const statusLabel: Record<AttendanceStatus, string> = {
  PRESENT: 'Present',
  ABSENT: 'Absent',
  LATE: 'Late',
};

/**
 * A register already taken starts as it was saved; a student with no saved mark whose family
 * reported the day starts Absent, with the family's reason; everyone else starts Present.
 */
export function startingMarks(
  roll: readonly { id: string }[],
  saved: readonly AttendanceEntry[],
  reports: readonly Pick<AbsenceReport, 'studentId' | 'reason'>[] = [],
): Record<string, MarkDraft> {
  const byStudent = new Map(saved.map((e) => [e.studentId, e]));
  const reported = new Map(reports.map((r) => [r.studentId, r.reason]));
  return Object.fromEntries(
    roll.map((s): [string, MarkDraft] => {
      const e = byStudent.get(s.id);
      if (e)
        return [
          s.id,
          {
            status: e.status,
            minutesLate: e.minutesLate ? String(e.minutesLate) : '',
            reason: e.reason ?? '',
          },
        ];
      const reason = reported.get(s.id);
      return [
        s.id,
        reason === undefined
          ? { status: 'PRESENT', minutesLate: '', reason: '' }
          : { status: 'ABSENT', minutesLate: '', reason },
      ];
    }),
  );
}

/** RecordAttendance's entries as the command takes them: minutes with Late only, an empty reason left out. */
export function entriesOf(marks: Record<string, MarkDraft>) {
  return Object.entries(marks).map(([studentId, m]) => ({
    studentId,
    status: m.status,
    ...(m.status === 'LATE' ? { minutesLate: Number(m.minutesLate) } : {}),
    ...(m.status !== 'PRESENT' && m.reason.trim() ? { reason: m.reason.trim() } : {}),
  }));
}

export function counts(marks: Record<string, MarkDraft>) {
  const all = Object.values(marks);
  const of = (s: AttendanceStatus) => all.filter((m) => m.status === s).length;
  return { present: of('PRESENT'), absent: of('ABSENT'), late: of('LATE') };
}

/** "Register of Form 1 Blue for 23 Nov 2026 saved: 31 present, 2 absent, 1 late". */
export function savedMessage(
  className: string,
  date: string,
  marks: Record<string, MarkDraft>,
  corrected: boolean,
): string {
  const c = counts(marks);
  return `Register of ${className} for ${formatSchoolDay(date)} ${corrected ? 'corrected' : 'saved'}: ${c.present} present, ${c.absent} absent, ${c.late} late`;
}
