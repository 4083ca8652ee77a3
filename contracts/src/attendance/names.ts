import { eventDefinition, readModel } from '../shared/modules';
import {
  AbsenceAlertCorrected,
  AbsenceAlertsSent,
  AbsenceReported,
  AbsenceReportWithdrawn,
  AttendanceCorrected,
  AttendanceRecorded,
} from './events';

/** One stream per class and school day: a register is taken once and corrected mark by mark. */
export const attendanceStream = (classId: string, date: string): string =>
  `attendance-${classId}-${date}`;

/** One stream per student: the absences their family reported ahead of the registers. */
export const absenceReportsStream = (studentId: string): string => `absence-reports-${studentId}`;

/** One stream per class and school day: who was alerted of the children marked absent at its register. */
export const absenceAlertsStream = (classId: string, date: string): string =>
  `absence-alerts-${classId}-${date}`;

/**
 * The registers by class and day, each student's mark, and what the lists need around them: the
 * classes, the terms and the students on each class's roll by name. Who teaches a class and whose
 * child a student is are the membership read model's.
 */
export const attendanceModel = readModel('attendance', [
  'attendance_registers',
  'attendance_entries',
  'attendance_classes',
  'attendance_terms',
  'attendance_roll',
  'attendance_absence_reports',
]);

export const attendanceEvents = [
  eventDefinition(AttendanceRecorded),
  eventDefinition(AttendanceCorrected),
  eventDefinition(AbsenceReported),
  eventDefinition(AbsenceReportWithdrawn),
  eventDefinition(AbsenceAlertsSent),
  eventDefinition(AbsenceAlertCorrected),
];
