import type { AttendanceEvent, AttendanceMark } from './events';

/**
 * A student's attendance in a term, as the report card shows it. `schoolDays` counts the school days
 * on which a register with the student on it was taken: never more than the term's weekdays, and a
 * student who joined mid-term is not counted absent for the days before. Days present are PRESENT or
 * LATE; `present + absent = schoolDays`; `late` and `minutesLate` say how many of the present days
 * started late and by how much in all.
 */
export interface TermFigures {
  termId: string;
  studentId: string;
  schoolDays: number;
  present: number;
  absent: number;
  late: number;
  minutesLate: number;
}

/**
 * The term figures of every student, folded from the attendance events in log order (each
 * register's recording, then its corrections). Where a student is on two registers of one day
 * (moved class that day), the mark written last counts, so a day is counted once.
 */
export function termFigures(events: readonly AttendanceEvent[]): TermFigures[] {
  const marks = new Map<string, { termId: string; studentId: string; mark: AttendanceMark }>();
  const set = (termId: string, date: string, studentId: string, mark: AttendanceMark) => {
    const key = `${termId}|${studentId}|${date}`;
    marks.delete(key); // the latest write goes last, whichever register it came from
    marks.set(key, { termId, studentId, mark });
  };
  for (const event of events) {
    const { termId, date } = event.data;
    if (event.type === 'AttendanceRecorded')
      for (const e of event.data.entries) set(termId, date, e.studentId, e);
    else set(termId, date, event.data.studentId, event.data.entry);
  }
  const figures = new Map<string, TermFigures>();
  for (const { termId, studentId, mark } of marks.values()) {
    const key = `${termId}|${studentId}`;
    const f = figures.get(key) ?? {
      termId,
      studentId,
      schoolDays: 0,
      present: 0,
      absent: 0,
      late: 0,
      minutesLate: 0,
    };
    f.schoolDays += 1;
    if (mark.status === 'ABSENT') f.absent += 1;
    else f.present += 1;
    if (mark.status === 'LATE') {
      f.late += 1;
      f.minutesLate += mark.minutesLate ?? 0;
    }
    figures.set(key, f);
  }
  return [...figures.values()];
}
