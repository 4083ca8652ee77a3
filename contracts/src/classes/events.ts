import { z } from 'zod';

const at = z.string();

/** The level's and teachers' names ride along (as they were that day), so the history reads alone. */
/** One stream per class (`class-<classId>`); every event names its school. */
export const ClassCreated = z.object({
  type: z.literal('ClassCreated'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    levelId: z.string(),
    levelName: z.string().optional(),
    name: z.string(),
    createdAt: at,
  }),
});
export const ClassTeacherAssigned = z.object({
  type: z.literal('ClassTeacherAssigned'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    teacherId: z.string(),
    previousTeacherId: z.string().nullable(),
    teacherName: z.string().optional(),
    previousTeacherName: z.string().nullable().optional(),
    assignedAt: at,
  }),
});
/** Each changed detail with its value before and after. */
export const ClassDetailsChanged = z.object({
  type: z.literal('ClassDetailsChanged'),
  data: z.object({
    schoolId: z.string(),
    classId: z.string(),
    name: z.object({ before: z.string(), after: z.string() }).optional(),
    levelId: z.object({ before: z.string(), after: z.string() }).optional(),
    levelName: z.object({ before: z.string(), after: z.string() }).optional(),
    changedAt: at,
  }),
});
export const ClassDeleted = z.object({
  type: z.literal('ClassDeleted'),
  data: z.object({ schoolId: z.string(), classId: z.string(), name: z.string(), deletedAt: at }),
});
/** A class with students is archived, never deleted: its history stays readable. */
export const ClassArchived = z.object({
  type: z.literal('ClassArchived'),
  data: z.object({ schoolId: z.string(), classId: z.string(), name: z.string(), archivedAt: at }),
});

export type ClassCreated = z.infer<typeof ClassCreated>;
export type ClassTeacherAssigned = z.infer<typeof ClassTeacherAssigned>;
export type ClassDetailsChanged = z.infer<typeof ClassDetailsChanged>;
export type ClassDeleted = z.infer<typeof ClassDeleted>;
export type ClassArchived = z.infer<typeof ClassArchived>;
export type ClassEvent =
  ClassCreated | ClassTeacherAssigned | ClassDetailsChanged | ClassDeleted | ClassArchived;
