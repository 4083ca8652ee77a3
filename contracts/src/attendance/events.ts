import { z } from 'zod';
import { attendanceStatuses } from './commands';

const mark = {
  status: z.enum(attendanceStatuses),
  minutesLate: z.number().int().optional(),
  /** Why absent or late, as the family or the teacher said: kept with the mark. */
  reason: z.string().optional(),
};
export const AttendanceMark = z.object(mark);
export const RecordedEntry = z.object({ studentId: z.string(), studentName: z.string(), ...mark });

const register = {
  schoolId: z.string(),
  classId: z.string(),
  className: z.string(),
  /** The school day (YYYY-MM-DD) and the term it falls in. */
  date: z.string(),
  termId: z.string(),
};

/** One stream per class and day (`attendance-<classId>-<date>`): the day's register, taken once. */
export const AttendanceRecorded = z.object({
  type: z.literal('AttendanceRecorded'),
  data: z.object({
    ...register,
    entries: z.array(RecordedEntry),
    takenBy: z.string(),
    takenByName: z.string().optional(),
    takenByRole: z.string(),
    recordedAt: z.string(),
  }),
});

/** One student's mark changed, with the mark before (null for a student added to the register later) and why. */
export const AttendanceCorrected = z.object({
  type: z.literal('AttendanceCorrected'),
  data: z.object({
    ...register,
    studentId: z.string(),
    studentName: z.string(),
    previous: AttendanceMark.nullable(),
    entry: AttendanceMark,
    /** Why the mark was corrected; required of the admin after the day the register was taken. */
    reason: z.string().optional(),
    correctedBy: z.string(),
    correctedByName: z.string().optional(),
    correctedByRole: z.string(),
    correctedAt: z.string(),
  }),
});

/** One stream per student (`absence-reports-<studentId>`): what the family said ahead of a register. */
export const AbsenceReported = z.object({
  type: z.literal('AbsenceReported'),
  data: z.object({
    schoolId: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    /** The student's class when the report was made: its class teacher sees the report. */
    classId: z.string(),
    className: z.string().optional(),
    date: z.string(),
    reason: z.string(),
    /** The parent's record at the student's school, and their name. */
    parentId: z.string(),
    parentName: z.string(),
    reportedAt: z.string(),
  }),
});

export const AbsenceReportWithdrawn = z.object({
  type: z.literal('AbsenceReportWithdrawn'),
  data: z.object({
    schoolId: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    classId: z.string(),
    date: z.string(),
    parentId: z.string(),
    parentName: z.string(),
    withdrawnAt: z.string(),
  }),
});

/**
 * Who was told that a child was marked absent (the family-notices reactor, after a register taken
 * or corrected on its own day): one event per register event on `absence-alerts-<classId>-<date>`,
 * each child with the parents alerted and how (an email, an SMS, or their portal's bell alone when
 * the school holds neither address).
 */
export const AbsenceAlertsSent = z.object({
  type: z.literal('AbsenceAlertsSent'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    className: z.string(),
    date: z.string(),
    alerts: z.array(
      z.object({
        studentId: z.string(),
        studentName: z.string(),
        parents: z.array(
          z.object({
            parentId: z.string(),
            name: z.string().nullable(),
            channel: z.enum(['EMAIL', 'SMS']).nullable(),
          }),
        ),
      }),
    ),
    sentAt: z.string(),
  }),
});

/**
 * A child whose parents were alerted was marked present or late after all, the same day: the same
 * parents are told (on `absence-alerts-<classId>-<date>`, after the alerts it corrects).
 */
export const AbsenceAlertCorrected = z.object({
  type: z.literal('AbsenceAlertCorrected'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    className: z.string(),
    date: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    /** The mark the register now holds. */
    entry: z.object({
      status: z.enum(['PRESENT', 'LATE']),
      minutesLate: z.number().int().optional(),
    }),
    parents: z.array(
      z.object({
        parentId: z.string(),
        name: z.string().nullable(),
        channel: z.enum(['EMAIL', 'SMS']).nullable(),
      }),
    ),
    correctedAt: z.string(),
  }),
});

export type AttendanceMark = z.infer<typeof AttendanceMark>;
export type RecordedEntry = z.infer<typeof RecordedEntry>;
export type AttendanceRecorded = z.infer<typeof AttendanceRecorded>;
export type AttendanceCorrected = z.infer<typeof AttendanceCorrected>;
export type AttendanceEvent = AttendanceRecorded | AttendanceCorrected;
export type AbsenceReported = z.infer<typeof AbsenceReported>;
export type AbsenceReportWithdrawn = z.infer<typeof AbsenceReportWithdrawn>;
export type AbsenceReportEvent = AbsenceReported | AbsenceReportWithdrawn;
export type AbsenceAlertsSent = z.infer<typeof AbsenceAlertsSent>;
export type AbsenceAlertCorrected = z.infer<typeof AbsenceAlertCorrected>;

/** The mark an alert is corrected to, as the family reads it: 'present', 'late (15 min)'. */
export const correctedMarkWords = (entry: AbsenceAlertCorrected['data']['entry']): string =>
  entry.status === 'LATE'
    ? `late${entry.minutesLate ? ` (${entry.minutesLate} min)` : ''}`
    : 'present';
