import { z } from 'zod';

/** RFC 9457 problem details, with field errors carrying the specs' exact messages. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(FieldError).optional(),
  traceId: z.string().optional(),
});
export type Problem = z.infer<typeof Problem>;

/** Turns zod issues into field errors in schema order, one message per field. */
export function fieldErrorsFrom(
  issues: readonly { path: PropertyKey[]; message: string }[],
): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}
