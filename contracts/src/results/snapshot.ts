import { z } from 'zod';
import { GradeBand } from '../setup/grading';
import { ConductGrade, ScoreFormat } from './commands';

/** A stored mark: a number out of the paper's total, ABSENT, EXEMPT, or null (no entry yet). */
export const CardMark = z.union([z.number(), z.literal('ABSENT'), z.literal('EXEMPT'), z.null()]);
export type CardMark = z.infer<typeof CardMark>;

/** One paper of a subject as the card shows it. */
export const CardPaper = z.object({
  examId: z.string(),
  paperNo: z.number().int(),
  name: z.string(),
  outOf: z.number(),
  weight: z.number(),
  mark: CardMark,
});

/**
 * One subject's term result: the papers, the final mark (null while a paper has no entry, or when
 * every paper is exempt), its grade on the level's scale, the teacher's comment and name.
 */
export const CardSubject = z.object({
  subjectId: z.string(),
  subjectName: z.string(),
  teacherId: z.string().nullable(),
  teacherName: z.string().nullable(),
  papers: z.array(CardPaper),
  finalMark: z.number().nullable(),
  grade: z.string().nullable(),
  points: z.number().nullable(),
  pass: z.boolean().nullable(),
  status: z.enum(['complete', 'incomplete']),
  comment: z.string().nullable(),
  /** The subject teacher's ratings (A–E), on cards of a school that shows them (null: not rated). */
  conduct: ConductGrade.nullable().optional(),
  effort: ConductGrade.nullable().optional(),
});

/** Attendance figures, once attendance is recorded (absent from cards until then). */
export const CardAttendance = z.object({
  totalDays: z.number().int(),
  daysPresent: z.number().int(),
  daysAbsent: z.number().int(),
});

/**
 * What an amended card changed, each with its value before; a mark change carries the correction's
 * reason, which the card prints only when `reasonShared` (the admin shared it with the family).
 */
export const CardChange = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mark'),
    subjectId: z.string(),
    subjectName: z.string(),
    examId: z.string(),
    paperNo: z.number().int(),
    paperName: z.string(),
    previous: CardMark,
    mark: CardMark,
    reason: z.string().nullable(),
    reasonShared: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('teacherComment'),
    subjectId: z.string(),
    subjectName: z.string(),
    previous: z.string().nullable(),
    comment: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('headComment'),
    previous: z.string().nullable(),
    comment: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('position'),
    previous: z.number().nullable(),
    position: z.number().nullable(),
    previousClassSize: z.number(),
    classSize: z.number(),
  }),
  /** Anything else that differs (names, subjects added, a scale version): named, not detailed. */
  z.object({ kind: z.literal('other'), field: z.string() }),
]);
export type CardChange = z.infer<typeof CardChange>;

/**
 * A report card exactly as issued: everything it shows, frozen. The fingerprint is the SHA-256 of
 * `canonicalJson(snapshot)`; the same card always gives the same document.
 */
export const ReportCardSnapshot = z.object({
  reportCardId: z.string(),
  version: z.number().int().positive(),
  amended: z.boolean(),
  changes: z.array(CardChange),
  publishedAt: z.string(),
  school: z.object({ id: z.string(), name: z.string(), logoFileId: z.string().nullable() }),
  student: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    registrationNumber: z.string(),
  }),
  class: z.object({ id: z.string(), name: z.string() }),
  level: z.object({ id: z.string(), name: z.string() }),
  /** The term, and the day the next one opens once the school has set it (cards issued before it was set lack it). */
  term: z.object({ id: z.string(), name: z.string(), nextTermOpens: z.string().optional() }),
  academicYear: z.object({ id: z.string(), name: z.string() }),
  classTeacher: z.object({ id: z.string(), name: z.string() }).nullable(),
  subjects: z.array(CardSubject),
  gradingScale: z.object({ version: z.number().int(), rows: z.array(GradeBand) }),
  /** Competition ranking (1, 2, 2, 4) by term average among the class; null without an average. */
  position: z.number().int().nullable(),
  classSize: z.number().int(),
  /** Mean of the subjects with a final mark (incomplete and all-exempt subjects left out). */
  average: z.number().nullable(),
  averageGrade: z.string().nullable(),
  headComment: z.string().nullable(),
  attendance: CardAttendance.optional(),
  /**
   * How the card prints its scores, as the school chose when it was issued (cards issued before
   * the school could choose lack it and print as they did: up to two decimals).
   */
  scoreFormat: ScoreFormat.optional(),
  /** The card has a conduct and an effort column (the school turned them on). */
  conductAndEffort: z.boolean().optional(),
});
export type CardPaper = z.infer<typeof CardPaper>;
export type CardSubject = z.infer<typeof CardSubject>;
export type CardAttendance = z.infer<typeof CardAttendance>;
export type ReportCardSnapshot = z.infer<typeof ReportCardSnapshot>;

/**
 * The snapshot's canonical text: keys sorted at every depth, no spaces, undefined left out. Its
 * SHA-256 (hex) is the card's fingerprint, so anyone holding the snapshot can check it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
