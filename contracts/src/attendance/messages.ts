/** The register's words: what a teacher or an admin reads when a rule refuses. */
export const attendanceMessages = {
  classNotFound: 'No such class in this school',
  classArchived: 'This class is archived: its registers can be read and corrected, not taken',
  notClassTeacher: 'Only the class teacher or the school admin can take this register',
  dateInvalid: 'Give the day as YYYY-MM-DD',
  future: 'A register cannot be taken for a day still to come',
  weekend: 'Registers are taken on school days, Monday to Friday',
  notInTerm: "This day is not in a term of the school's current year",
  entriesRequired: 'Mark every student of the class',
  notInClass: 'This student is not in the class',
  twice: 'This student is marked twice',
  missing: (names: readonly string[]) =>
    `Every student of the class needs a mark; missing: ${names.join(', ')}`,
  statusRequired: 'Choose Present, Absent or Late',
  minutesLateRequired: 'A late student needs the minutes late (at least 1)',
  minutesLateOnlyWhenLate: 'Minutes late go with Late only',
  minutesLateTooMany: 'Minutes late cannot be more than a school day (480)',
  reasonTooLong: 'Keep the reason under 200 characters',
  notTaken: 'No register was taken for this class on this day',
  notOnRegister: 'This student is not on this register',
  lateCorrectionAdminOnly:
    'After the day it was taken, only the school admin can correct a register, with a reason',
  lateRecordUseCorrect:
    'After the day it was taken, correct a register one student at a time, with a reason',
  reasonRequired: 'Give the reason for the correction',
  busy: 'The school records are being updated. Try again in a moment.',
  absenceStudentNotFound: 'No such student',
  absenceReasonRequired: 'Say why your child will be away',
  absenceOnlyParent:
    "Only a parent of the student reports an absence: a school records it on the day's register",
  absencePast:
    'An absence is reported for today or a school day to come; a past day is corrected by the school',
  absenceTooFarAhead: (days: number) => `Report an absence at most ${days} days ahead`,
  absenceWeekend: 'Absences are reported for school days, Monday to Friday',
  absenceNotReported: 'No absence was reported for this day',
  absenceWithdrawPast: 'A report for a past day stays with its register',
} as const;
