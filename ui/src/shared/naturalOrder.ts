/** Numbers inside names compare as numbers and case is ignored: Form 2 before Form 10, "form 1 blue" beside "Form 1 Blue". */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export const naturalCompare = (a: string, b: string): number => collator.compare(a, b);

/** Choices (or any named records) in natural order of their names. */
export const byNaturalName = (a: { name: string }, b: { name: string }): number =>
  naturalCompare(a.name, b.name);

/** Terms in the order they run: the earliest start first, then by name (Term 1 2026, Term 2 2026, Term 1 2027). */
export const termOrder = (
  a: { startDate: string; name: string },
  b: { startDate: string; name: string },
): number =>
  (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0) ||
  naturalCompare(a.name, b.name);
