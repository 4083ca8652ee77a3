import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import {
  termFigures,
  weekdaysBetween,
  type AttendanceEvent,
  type CardAttendance,
  type TermDates,
} from '@chikoro/contracts';
import { attendanceStream } from './register';

/**
 * A class's term figures per student, as a report card shows them (`totalDays`, `daysPresent`,
 * `daysAbsent`), read from the write side: the class's register streams of each weekday of the term
 * up to `today`, folded by `termFigures`. Days a student spent on another class's register (moved
 * class mid-term) are that class's to count. A student with no register has no figures.
 */
export async function classTermAttendance(
  store: Pick<EventStore, 'readStream'>,
  classId: string,
  term: TermDates,
  today: string,
): Promise<Map<string, CardAttendance>> {
  const last = today < term.endDate ? today : term.endDate;
  const streams = await Promise.all(
    weekdaysBetween(term.startDate, last).map((day) =>
      store.readStream(attendanceStream(classId, day)),
    ),
  );
  const events = streams
    .flat()
    .sort((a, b) => a.position - b.position)
    .map((e) => decodeEvent(e) as unknown as AttendanceEvent);
  const figures = termFigures(events).filter((f) => f.termId === term.termId);
  return new Map(
    figures.map((f) => [
      f.studentId,
      { totalDays: f.schoolDays, daysPresent: f.present, daysAbsent: f.absent },
    ]),
  );
}
