import type { FeeCategory, FeePayers } from '@chikoro/contracts';

const categories: Record<FeeCategory, string> = {
  TUITION: 'Tuition',
  LEVY: 'Levy',
  BOARDING: 'Boarding',
  EXAM: 'Exam',
  TRANSPORT: 'Transport',
  OTHER: 'Other',
};

export const categoryLabel = (category: FeeCategory): string => categories[category];

/** 'All levels', 'Form 1, Form 2 · boarders · new learners only'. */
export function payersLabel(payers: FeePayers): string {
  const named = [...payers.levels, ...payers.classes].map((p) => p.name);
  const parts = [named.length ? named.join(', ') : 'All levels'];
  if (payers.residence === 'BOARDERS') parts.push('boarders');
  if (payers.residence === 'DAY_SCHOLARS') parts.push('day scholars');
  if (payers.newLearnersOnly) parts.push('new learners only');
  return parts.join(' · ');
}
