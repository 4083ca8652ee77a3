import { schoolDate, type AttendanceEvent, type AttendanceMark } from '@chikoro/contracts';

export { attendanceStream } from '@chikoro/contracts';

export interface Mark extends AttendanceMark {
  studentName: string;
}

/** A class's register of one day: not yet taken, or taken (on a day in Harare) with every student's mark. */
export type RegisterState =
  | { status: 'NotTaken' }
  | {
      status: 'Taken';
      schoolId: string;
      classId: string;
      className: string;
      date: string;
      termId: string;
      takenOn: string;
      marks: Record<string, Mark>;
    };

export const initialRegisterState: RegisterState = { status: 'NotTaken' };

const markOf = (m: AttendanceMark, studentName: string): Mark => ({
  status: m.status,
  studentName,
  ...(m.minutesLate !== undefined ? { minutesLate: m.minutesLate } : {}),
  ...(m.reason !== undefined ? { reason: m.reason } : {}),
});

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveRegister(
  state: RegisterState,
  event: AttendanceEvent | { type: string; data: unknown },
): RegisterState {
  const e = event as AttendanceEvent;
  if (e.type === 'AttendanceRecorded') {
    if (state.status === 'Taken') return state;
    const { schoolId, classId, className, date, termId, entries, recordedAt } = e.data;
    const marks = Object.fromEntries(entries.map((x) => [x.studentId, markOf(x, x.studentName)]));
    return {
      status: 'Taken',
      schoolId,
      classId,
      className,
      date,
      termId,
      takenOn: schoolDate(recordedAt),
      marks,
    };
  }
  if (e.type === 'AttendanceCorrected' && state.status === 'Taken') {
    return {
      ...state,
      marks: { ...state.marks, [e.data.studentId]: markOf(e.data.entry, e.data.studentName) },
    };
  }
  return state;
}
