import type { AttendanceStatus } from './commands';

/** One row of /api/attendance: a class's register of one school day, taken or not yet taken. */
export interface ClassRegister {
  /** `<classId>_<date>`. */
  id: string;
  schoolId: string;
  classId: string;
  className: string;
  date: string;
  termId: string | null;
  taken: boolean;
  takenBy: string | null;
  takenByName: string | null;
  takenAt: string | null;
  /** On time; the late are counted apart (they were there too). */
  present: number;
  absent: number;
  late: number;
  total: number;
  corrections: number;
}

/** A mark as it was before a correction, with who changed it, when and why. */
export interface AttendanceChange {
  before: { status: AttendanceStatus; minutesLate?: number; reason?: string } | null;
  after: { status: AttendanceStatus; minutesLate?: number; reason?: string };
  reason: string | null;
  by: string;
  byName: string | null;
  at: string;
}

/** One row of /api/attendance-entries: a student's mark on one register, with its history. */
export interface AttendanceEntry {
  /** `<classId>_<date>_<studentId>`. */
  id: string;
  schoolId: string;
  classId: string;
  className: string;
  date: string;
  termId: string;
  studentId: string;
  studentName: string;
  status: AttendanceStatus;
  minutesLate: number | null;
  reason: string | null;
  history: AttendanceChange[];
}

/** One row of /api/attendance-summary: a student's term figures (see termFigures). */
export interface AttendanceSummary {
  /** `<termId>_<studentId>`. */
  id: string;
  schoolId: string;
  termId: string;
  termName: string;
  studentId: string;
  studentName: string;
  schoolDays: number;
  present: number;
  absent: number;
  late: number;
  minutesLate: number;
}

/** One row of /api/attendance-roll: an active student of a class, whom the register lists. */
export interface RollStudent {
  /** The student's id. */
  id: string;
  schoolId: string;
  classId: string;
  name: string;
}

/** One row of /api/absence-reports: an absence a parent reported ahead of the register, until they take it back. */
export interface AbsenceReport {
  /** `<studentId>_<date>`. */
  id: string;
  schoolId: string;
  studentId: string;
  studentName: string;
  classId: string;
  className: string | null;
  date: string;
  reason: string;
  parentId: string;
  parentName: string;
  reportedAt: string;
  /** The student's mark on that day's register once it is taken; null before. */
  marked: { status: AttendanceStatus; minutesLate: number | null } | null;
}
