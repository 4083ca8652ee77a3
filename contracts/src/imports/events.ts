import { z } from 'zod';
import { importKinds } from './columns';

/** Rows that made a record, added to one (a parent's new children), found it already there, or failed. */
const counts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
/** Rows with errors left out when the admin chose to import the valid rows only (none otherwise). */
const invalid = z.number().int();

/** One stream per batch (`import-<batchId>`): who imported which file, and what came of it. */
export const ImportStarted = z.object({
  type: z.literal('ImportStarted'),
  data: z.object({
    schoolId: z.string(),
    batchId: z.string(),
    kind: z.enum(importKinds),
    fileName: z.string(),
    rows: z.number().int(),
    startedAt: z.string(),
  }),
});
/**
 * Version 2 counts the rows that added to an existing record (`updated`); `streams` holds those records too.
 * Version 3 counts the rows with errors the admin chose to skip (`invalid`).
 */
export const ImportCompleted = z.object({
  type: z.literal('ImportCompleted'),
  data: z.object({
    schoolId: z.string(),
    batchId: z.string(),
    kind: z.enum(importKinds),
    ...counts.shape,
    invalid,
    streams: z.array(z.string()),
    completedAt: z.string(),
  }),
});
/**
 * An interrupted batch (its process gone before ImportCompleted) taken up again by the admin with
 * the rest of its file: the rows it already wrote are recognised and not written twice.
 */
export const ImportResumed = z.object({
  type: z.literal('ImportResumed'),
  data: z.object({
    schoolId: z.string(),
    batchId: z.string(),
    kind: z.enum(importKinds),
    fileName: z.string(),
    rows: z.number().int(),
    resumedAt: z.string(),
  }),
});
export const ImportUndone = z.object({
  type: z.literal('ImportUndone'),
  data: z.object({
    schoolId: z.string(),
    batchId: z.string(),
    kind: z.enum(importKinds),
    undone: z.number().int(),
    undoneAt: z.string(),
  }),
});

export type ImportStarted = z.infer<typeof ImportStarted>;
export type ImportCompleted = z.infer<typeof ImportCompleted>;
export type ImportResumed = z.infer<typeof ImportResumed>;
export type ImportUndone = z.infer<typeof ImportUndone>;
export type ImportEvent = ImportStarted | ImportResumed | ImportCompleted | ImportUndone;
