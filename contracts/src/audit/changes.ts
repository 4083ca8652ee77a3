import { z } from 'zod';

/** One changed value, kept with what it was: the audit log shows it as before → after. */
export const FieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FieldValue = z.infer<typeof FieldValue>;

export const FieldChange = z.object({ field: z.string(), before: FieldValue, after: FieldValue });
export type FieldChange = z.infer<typeof FieldChange>;
