import type { FieldChange } from '@chikoro/contracts';

/** A correction as SQL wants it: the values set, and the optional fields cleared. */
export function correctedValues(changes: readonly FieldChange[]): {
  set: Record<string, string | number | boolean>;
  cleared: string[];
} {
  const set: Record<string, string | number | boolean> = {};
  const cleared: string[] = [];
  for (const { field, after } of changes) {
    if (after === null) cleared.push(field);
    else set[field] = after;
  }
  return { set, cleared };
}
