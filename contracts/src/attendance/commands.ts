import { z } from 'zod';
import { attendanceMessages as m } from './messages';

export const attendanceStatuses = ['PRESENT', 'ABSENT', 'LATE'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

const id = (message: string) => z.string({ error: message }).uuid({ error: message });
const isoDay = z
  .string({ error: m.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: m.dateInvalid },
  );
/** Trimmed; an empty text is no text. */
const text = (max: number, message: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.string().max(max, { error: message }).optional(),
    )
    .optional();

/** One student's mark: LATE carries the minutes late (at least 1); the reason is what the family or the teacher said. */
const mark = {
  status: z.enum(attendanceStatuses, { error: m.statusRequired }),
  minutesLate: z
    .number({ error: m.minutesLateRequired })
    .int({ error: m.minutesLateRequired })
    .min(1, { error: m.minutesLateRequired })
    .max(480, { error: m.minutesLateTooMany })
    .optional(),
};

function lateNeedsMinutes(
  v: { status: AttendanceStatus; minutesLate?: number },
  ctx: z.RefinementCtx,
): void {
  if (v.status === 'LATE' && v.minutesLate === undefined)
    ctx.addIssue({ code: 'custom', path: ['minutesLate'], message: m.minutesLateRequired });
  if (v.status !== 'LATE' && v.minutesLate !== undefined)
    ctx.addIssue({ code: 'custom', path: ['minutesLate'], message: m.minutesLateOnlyWhenLate });
}

export const AttendanceEntryInput = z
  .strictObject({ studentId: id(m.notInClass), ...mark, reason: text(200, m.reasonTooLong) })
  .superRefine(lateNeedsMinutes);

/** The day's register of a class: every active student of the class once. */
export const RecordAttendanceInput = z.strictObject({
  classId: id(m.classNotFound),
  date: isoDay,
  entries: z
    .array(AttendanceEntryInput, { error: m.entriesRequired })
    .min(1, { error: m.entriesRequired })
    .max(200),
});

/** One student's mark changed; after the day the register was taken, the reason is required (and only the admin may). */
export const CorrectAttendanceInput = z
  .strictObject({
    classId: id(m.classNotFound),
    date: isoDay,
    studentId: id(m.notOnRegister),
    ...mark,
    reason: text(200, m.reasonTooLong),
  })
  .superRefine(lateNeedsMinutes);

export type AttendanceEntryInput = z.infer<typeof AttendanceEntryInput>;

/** A parent tells the school that their child will be away (or is away today), and why. */
export const ReportAbsenceInput = z.strictObject({
  studentId: id(m.absenceStudentNotFound),
  date: isoDay,
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: m.absenceReasonRequired })
      .min(1, { error: m.absenceReasonRequired })
      .max(200, { error: m.reasonTooLong }),
  ),
});

/** The parent takes a report back: the child comes after all. */
export const WithdrawAbsenceReportInput = z.strictObject({
  studentId: id(m.absenceStudentNotFound),
  date: isoDay,
});

/** How far ahead a family may report an absence. */
export const ABSENCE_REPORT_DAYS_AHEAD = 30;

/** What the rules need, found at the edge: the student, the acting parent's record at the student's school, that school's terms. */
export interface AbsenceFacts {
  /** null when the student does not exist or has been withdrawn. */
  student: {
    studentId: string;
    schoolId: string;
    name: string;
    classId: string;
    className: string | null;
    status: string;
  } | null;
  /** The acting sign-in's parent record at the student's school, with the children linked to it. */
  parent: { parentId: string; name: string | undefined; studentIds: readonly string[] } | undefined;
  /** The terms of the school's current year. */
  terms: readonly { termId: string; name: string; startDate: string; endDate: string }[];
}

export type AbsenceCommand =
  | ({ type: 'ReportAbsence'; facts: AbsenceFacts } & z.infer<typeof ReportAbsenceInput>)
  | ({ type: 'WithdrawAbsenceReport'; facts: AbsenceFacts } & z.infer<
      typeof WithdrawAbsenceReportInput
    >);

/** What the rules need from other records, found at the edge: the class, its active students, the current year's terms. */
export interface RegisterFacts {
  /** null when the class does not exist or was deleted. */
  klass: {
    schoolId: string;
    name: string;
    status: 'Active' | 'Archived';
    classTeacherId: string | null;
  } | null;
  /** The class's active students now, with their names. */
  roll: readonly { studentId: string; name: string }[];
  /** The terms of the school's current year. */
  terms: readonly { termId: string; name: string; startDate: string; endDate: string }[];
  /** The acting person's name, for the register's "taken by". */
  actorName: string | null;
  /** The terms (of those) the admin has closed: their registers are neither taken nor corrected. */
  closedTermIds: readonly string[];
}

export type AttendanceCommand =
  | ({ type: 'RecordAttendance'; facts: RegisterFacts } & z.infer<typeof RecordAttendanceInput>)
  | ({ type: 'CorrectAttendance'; facts: RegisterFacts } & z.infer<typeof CorrectAttendanceInput>);
