import type { PromotionRow, PromotionTotal } from '@chikoro/contracts';

/** How many students go to each class, and how many repeat in place, graduate or leave, in the order first met. */
export function totalsOf(rows: readonly PromotionRow[]): PromotionTotal[] {
  const totals = new Map<string, PromotionTotal>();
  for (const r of rows) {
    const toClassId = r.toClassId ?? (r.outcome === 'repeat' ? r.fromClassId : null);
    const toClassName = r.toClassId
      ? (r.toClassName ?? null)
      : r.outcome === 'repeat'
        ? (r.fromClassName ?? null)
        : null;
    const key = `${r.outcome}|${toClassId ?? ''}`;
    const total = totals.get(key) ?? { outcome: r.outcome, toClassId, toClassName, students: 0 };
    total.students += 1;
    totals.set(key, total);
  }
  return [...totals.values()];
}
