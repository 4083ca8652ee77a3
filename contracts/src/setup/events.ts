import { z } from 'zod';
import { GradeBand } from './grading';

const at = z.string();

/** All set-up events live in one stream per school (`school-setup-<schoolId>`) and name their school. */
export const AcademicYearOpened = z.object({
  type: z.literal('AcademicYearOpened'),
  data: z.object({
    schoolId: z.string(),
    academicYearId: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    openedAt: at,
  }),
});
export const TermAdded = z.object({
  type: z.literal('TermAdded'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    academicYearId: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    addedAt: at,
    /** The year's name when the term was added, so the audit log reads 'Term 1 2026'. */
    academicYearName: z.string().optional(),
  }),
});
export const DepartmentAdded = z.object({
  type: z.literal('DepartmentAdded'),
  data: z.object({ schoolId: z.string(), departmentId: z.string(), name: z.string(), addedAt: at }),
});
export const DepartmentRenamed = z.object({
  type: z.literal('DepartmentRenamed'),
  data: z.object({
    schoolId: z.string(),
    departmentId: z.string(),
    before: z.string(),
    name: z.string(),
    renamedAt: at,
  }),
});
export const DepartmentRemoved = z.object({
  type: z.literal('DepartmentRemoved'),
  data: z.object({
    schoolId: z.string(),
    departmentId: z.string(),
    name: z.string(),
    removedAt: at,
  }),
});
/** A level with the first version (1) of its grading scale. */
export const LevelDefined = z.object({
  type: z.literal('LevelDefined'),
  data: z.object({
    schoolId: z.string(),
    levelId: z.string(),
    name: z.string(),
    description: z.string().optional(),
    gradingScale: z.object({ version: z.number().int(), rows: z.array(GradeBand) }),
    definedAt: at,
  }),
});
/** A new version of a level's scale; earlier versions stay, since published results name the version they used. */
export const GradingScaleChanged = z.object({
  type: z.literal('GradingScaleChanged'),
  data: z.object({
    schoolId: z.string(),
    levelId: z.string(),
    version: z.number().int(),
    rows: z.array(GradeBand),
    previous: z.object({ version: z.number().int(), rows: z.array(GradeBand) }),
    changedAt: at,
    /** The level's name when the scale changed, so the audit log reads 'Grading scale of Form 1 …'. */
    levelName: z.string().optional(),
  }),
});
export const SubjectAdded = z.object({
  type: z.literal('SubjectAdded'),
  data: z.object({
    schoolId: z.string(),
    subjectId: z.string(),
    name: z.string(),
    code: z.string().optional(),
    departmentId: z.string().optional(),
    addedAt: at,
    /** The department's name when the subject was added, for the audit log. */
    departmentName: z.string().optional(),
  }),
});

export type AcademicYearOpened = z.infer<typeof AcademicYearOpened>;
export type TermAdded = z.infer<typeof TermAdded>;
export type DepartmentAdded = z.infer<typeof DepartmentAdded>;
export type DepartmentRenamed = z.infer<typeof DepartmentRenamed>;
export type DepartmentRemoved = z.infer<typeof DepartmentRemoved>;
export type LevelDefined = z.infer<typeof LevelDefined>;
export type GradingScaleChanged = z.infer<typeof GradingScaleChanged>;
export type SubjectAdded = z.infer<typeof SubjectAdded>;
export type SetupEvent =
  | AcademicYearOpened
  | TermAdded
  | DepartmentAdded
  | DepartmentRenamed
  | DepartmentRemoved
  | LevelDefined
  | GradingScaleChanged
  | SubjectAdded;
