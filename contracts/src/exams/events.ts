import { z } from 'zod';
import { FieldChange } from '../audit/changes';

const at = z.string();
/** A stored mark: a number out of the exam's total, ABSENT, EXEMPT, or null (no entry). */
const Mark = z.union([z.number(), z.literal('ABSENT'), z.literal('EXEMPT'), z.null()]);

/**
 * One stream per exam (`exam-<examId>`), holding the exam and every mark of it. Names are as they
 * were at the time, so the history reads without looking elsewhere.
 */
export const ExamCreated = z.object({
  type: z.literal('ExamCreated'),
  data: z.object({
    schoolId: z.string(),
    examId: z.string(),
    classId: z.string(),
    className: z.string().optional(),
    levelId: z.string(),
    levelName: z.string().optional(),
    subjectId: z.string(),
    subjectName: z.string().optional(),
    termId: z.string(),
    termName: z.string().optional(),
    academicYearId: z.string(),
    academicYear: z.string().optional(),
    teacherId: z.string(),
    teacherName: z.string().optional(),
    examName: z.string(),
    outOf: z.number(),
    weight: z.number(),
    paperNo: z.number().int(),
    examDate: z.string(),
    createdAt: at,
  }),
});
/** Each changed detail with its value before and after. */
export const ExamDetailsChanged = z.object({
  type: z.literal('ExamDetailsChanged'),
  data: z.object({
    schoolId: z.string(),
    examId: z.string(),
    changes: z.array(FieldChange).min(1),
    changedAt: at,
  }),
});
export const ExamCancelled = z.object({
  type: z.literal('ExamCancelled'),
  data: z.object({
    schoolId: z.string(),
    examId: z.string(),
    reason: z.string().optional(),
    cancelledAt: at,
  }),
});
/** One student's mark changed before publication, with the value it replaced (null: there was none). */
export const MarkRecorded = z.object({
  type: z.literal('MarkRecorded'),
  data: z.object({
    schoolId: z.string(),
    examId: z.string(),
    studentId: z.string(),
    studentName: z.string().optional(),
    mark: Mark,
    previous: Mark,
    recordedAt: at,
  }),
});
/**
 * A mark changed after publication: the value it replaced and why. The reason is printed on the
 * family's amended card only when the admin chose to share it (absent in older events: not shared).
 */
export const MarkCorrected = z.object({
  type: z.literal('MarkCorrected'),
  data: z.object({
    schoolId: z.string(),
    examId: z.string(),
    studentId: z.string(),
    studentName: z.string().optional(),
    mark: Mark,
    previous: Mark,
    reason: z.string(),
    shareReasonWithFamily: z.boolean().optional(),
    correctedAt: at,
  }),
});

/** Mark entry of a term (`marks-entry-<schoolId>-<termId>`): closed for teachers, reopened by the admin with a reason. */
export const MarksLocked = z.object({
  type: z.literal('MarksLocked'),
  data: z.object({ schoolId: z.string(), termId: z.string(), lockedAt: at }),
});
export const MarksReopened = z.object({
  type: z.literal('MarksReopened'),
  data: z.object({ schoolId: z.string(), termId: z.string(), reason: z.string(), reopenedAt: at }),
});

export type ExamCreated = z.infer<typeof ExamCreated>;
export type ExamDetailsChanged = z.infer<typeof ExamDetailsChanged>;
export type ExamCancelled = z.infer<typeof ExamCancelled>;
export type MarkRecorded = z.infer<typeof MarkRecorded>;
export type MarkCorrected = z.infer<typeof MarkCorrected>;
export type MarksLocked = z.infer<typeof MarksLocked>;
export type MarksReopened = z.infer<typeof MarksReopened>;
export type ExamEvent =
  ExamCreated | ExamDetailsChanged | ExamCancelled | MarkRecorded | MarkCorrected;
export type MarksEntryEvent = MarksLocked | MarksReopened;
