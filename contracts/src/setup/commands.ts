import { z } from 'zod';
import { GradingScale } from './grading';
import { setupMessages as m } from './messages';

const text = (message: string, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(max, { error: `Keep this under ${max} characters` }),
  );
const optionalText = (max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z
      .string()
      .max(max, { error: `Keep this under ${max} characters` })
      .optional(),
  );
/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not). */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { error: message },
    );
const id = (message: string) => z.string({ error: message }).uuid({ error: message });

const datesInOrder = (v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && v.endDate <= v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.datesOrder });
};

export const TERM_NAMES = ['Term 1', 'Term 2', 'Term 3'] as const;
export type TermName = (typeof TERM_NAMES)[number];

/** One term of a year opened with its terms: its name and dates, as AddTerm takes them. */
export const YearTermInput = z
  .strictObject({
    name: z.enum(TERM_NAMES, { error: m.termName }),
    startDate: isoDate(m.startDate),
    endDate: isoDate(m.endDate),
  })
  .superRefine(datesInOrder);

/**
 * A year, and optionally its terms in the same step (each term's rules as AddTerm's): a new year
 * opened from the last one's pattern arrives whole or not at all.
 */
export const OpenAcademicYearInput = z
  .strictObject({
    name: text(m.yearName, 40),
    startDate: isoDate(m.startDate),
    endDate: isoDate(m.endDate),
    terms: z.array(YearTermInput).max(TERM_NAMES.length, { error: m.tooManyTerms }).optional(),
  })
  .superRefine(datesInOrder);
export const AddTermInput = z
  .strictObject({
    academicYearId: id(m.yearNotFound),
    name: z.enum(TERM_NAMES, { error: m.termName }),
    startDate: isoDate(m.startDate),
    endDate: isoDate(m.endDate),
  })
  .superRefine(datesInOrder);
export const AddDepartmentInput = z.strictObject({ name: text(m.departmentName) });
export const RenameDepartmentInput = z.strictObject({
  departmentId: id(m.departmentNotFound),
  name: text(m.departmentName),
});
export const RemoveDepartmentInput = z.strictObject({ departmentId: id(m.departmentNotFound) });
export const DefineLevelInput = z.strictObject({
  name: text(m.levelName, 60),
  description: optionalText(300),
  gradingScale: GradingScale,
});
export const ChangeGradingScaleInput = z.strictObject({
  levelId: id(m.levelNotFound),
  gradingScale: GradingScale,
});
export const AddSubjectInput = z.strictObject({
  name: text(m.subjectName),
  code: optionalText(20),
  departmentId: id(m.departmentNotFound).optional(),
});

export type OpenAcademicYearInput = z.infer<typeof OpenAcademicYearInput>;
export type AddTermInput = z.infer<typeof AddTermInput>;
export type DefineLevelInput = z.infer<typeof DefineLevelInput>;
export type AddSubjectInput = z.infer<typeof AddSubjectInput>;

/** The commands as the decider sees them: the new record's id is chosen at the edge. */
export type SetupCommand =
  | ({
      type: 'OpenAcademicYear';
      academicYearId: string;
      /** A new id for each term the command may carry, chosen at the edge. */
      termIds?: Record<TermName, string>;
    } & z.infer<typeof OpenAcademicYearInput>)
  | ({ type: 'AddTerm'; termId: string } & z.infer<typeof AddTermInput>)
  | ({ type: 'AddDepartment'; departmentId: string } & z.infer<typeof AddDepartmentInput>)
  | ({ type: 'RenameDepartment' } & z.infer<typeof RenameDepartmentInput>)
  | ({ type: 'RemoveDepartment' } & z.infer<typeof RemoveDepartmentInput>)
  | ({ type: 'DefineLevel'; levelId: string } & z.infer<typeof DefineLevelInput>)
  | ({ type: 'ChangeGradingScale' } & z.infer<typeof ChangeGradingScaleInput>)
  | ({ type: 'AddSubject'; subjectId: string } & z.infer<typeof AddSubjectInput>);
