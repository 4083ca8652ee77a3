import { z } from 'zod';
import { isoDate } from '../setup/commands';
import { examMessages as m } from './messages';

const id = (message: string) => z.string({ error: message }).uuid({ error: message });
const title = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: m.examName })
    .min(1, { error: m.examName })
    .max(120, { error: 'Keep the title under 120 characters' }),
);
const outOf = z.coerce
  .number({ error: m.outOf })
  .gt(0, { error: m.outOf })
  .max(10_000, { error: m.outOf });
const weight = z.coerce
  .number({ error: m.weight })
  .min(0, { error: m.weight })
  .max(100, { error: m.weight });
const paperNo = z.coerce
  .number({ error: m.paperNo })
  .int({ error: m.paperNo })
  .min(1, { error: m.paperNo })
  .max(20, { error: m.paperNo });

/**
 * Spec 001 §2.8's Create Exam: the level comes from the class and the year from the term. An admin
 * names the teacher ('Select Teacher'); a teacher creates exams as themselves, so sends none.
 */
export const CreateExamInput = z.strictObject({
  classId: id(m.classRequired),
  subjectId: id(m.subjectRequired),
  termId: id(m.termRequired),
  examName: title,
  outOf,
  weight,
  paperNo,
  examDate: isoDate(m.examDate),
  teacherId: id(m.teacherRequired).optional(),
});
export const ChangeExamDetailsInput = z
  .strictObject({
    examId: id(m.notFound),
    examName: title.optional(),
    outOf: outOf.optional(),
    weight: weight.optional(),
    paperNo: paperNo.optional(),
    examDate: isoDate(m.examDate).optional(),
    teacherId: id(m.teacherRequired).optional(),
  })
  .refine((v) => Object.keys(v).length > 1, { error: m.unchanged });
export const CancelExamInput = z.strictObject({
  examId: id(m.notFound),
  reason: z.string().trim().max(500).optional(),
});

/** A mark, or one of the states that are never a 0: absent and exempt. `null` clears an entry typed by mistake. */
export const MarkValue = z.union(
  [z.number().min(0, { error: m.markRange }), z.literal('ABSENT'), z.literal('EXEMPT'), z.null()],
  { error: m.markRange },
);
export type MarkValue = z.infer<typeof MarkValue>;

/** Many students' marks in one command; each changed one becomes its own MarkRecorded. */
export const RecordMarksInput = z.strictObject({
  examId: id(m.notFound),
  marks: z
    .array(z.strictObject({ studentId: id(m.notInClass), mark: MarkValue }), {
      error: 'Send the marks as a list',
    })
    .min(1)
    .max(500),
});
/** After publication, a mark changes only with a reason; the report card is re-issued as amended. */
export const CorrectMarkInput = z.strictObject({
  examId: id(m.notFound),
  studentId: id(m.notInClass),
  mark: MarkValue.refine((v) => v !== null, { error: m.markRange }),
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: m.reason }).min(3, { error: m.reason }).max(500),
  ),
  /** Print the reason on the family's amended card; by default it stays with the school. */
  shareReasonWithFamily: z
    .boolean({ error: 'shareReasonWithFamily must be true or false' })
    .optional(),
});
/** Mark entry per term: closed for teachers by the admin, reopened with a reason. */
export const LockMarksInput = z.strictObject({ termId: id(m.termRequired) });
export const ReopenMarksInput = z.strictObject({
  termId: id(m.termRequired),
  reason: z.string({ error: m.reopenReason }).trim().min(3, { error: m.reopenReason }).max(500),
});

export type CreateExamInput = z.infer<typeof CreateExamInput>;
export type RecordMarksInput = z.infer<typeof RecordMarksInput>;
