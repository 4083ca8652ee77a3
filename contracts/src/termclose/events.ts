import { z } from 'zod';

const at = z.string();

export const TermClosed = z.object({
  type: z.literal('TermClosed'),
  data: z.object({ schoolId: z.string(), termId: z.string(), termName: z.string(), closedAt: at }),
});
export const TermReopened = z.object({
  type: z.literal('TermReopened'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    termName: z.string(),
    reason: z.string(),
    reopenedAt: at,
  }),
});

export const NextTermOpeningSet = z.object({
  type: z.literal('NextTermOpeningSet'),
  data: z.object({
    schoolId: z.string(),
    termId: z.string(),
    termName: z.string(),
    opensOn: z.string(),
    setAt: at,
  }),
});

export type TermClosed = z.infer<typeof TermClosed>;
export type TermReopened = z.infer<typeof TermReopened>;
export type NextTermOpeningSet = z.infer<typeof NextTermOpeningSet>;
export type TermCloseEvent = TermClosed | TermReopened | NextTermOpeningSet;
