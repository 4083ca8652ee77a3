import { useGetList } from 'react-admin';
import { termOrder } from '../shared/naturalOrder';
import type { Term } from './records';

/** 'Term 3 2026'. */
export const termLabel = (term: Pick<Term, 'name' | 'academicYearName'>) =>
  `${term.name} ${term.academicYearName}`;

/** The school's terms, latest first, and its current one (GET /api/terms; a student reads their own school's). */
export function useTerms() {
  const { data, isPending } = useGetList<Term>('terms', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startDate', order: 'DESC' },
  });
  const terms = data ?? [];
  return { terms, current: terms.find((t) => t.current) ?? null, isPending };
}

/**
 * The school's terms as a form's choices, in the order they run (Term 1 2026, Term 2 2026, …), and
 * the current one (holding today, else the latest started), which the form starts on.
 */
export function useTermChoices(enabled = true) {
  const { data, isPending } = useGetList<Term>(
    'terms',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'startDate', order: 'ASC' } },
    { enabled },
  );
  const records = [...(data ?? [])].sort(termOrder);
  return {
    choices: records.map((t) => ({ id: t.id, name: termLabel(t) })),
    records,
    current: records.find((t) => t.current) ?? null,
    isPending,
  };
}
