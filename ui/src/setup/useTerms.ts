import { useGetList } from 'react-admin';
import type { Term } from './records';

/** 'Term 3 2026'. */
export const termLabel = (term: Pick<Term, 'name' | 'academicYearName'>) => `${term.name} ${term.academicYearName}`;

/** The school's terms, latest first, and its current one (GET /api/terms; a student reads their own school's). */
export function useTerms() {
  const { data, isPending } = useGetList<Term>('terms', { pagination: { page: 1, perPage: 100 }, sort: { field: 'startDate', order: 'DESC' } });
  const terms = data ?? [];
  return { terms, current: terms.find((t) => t.current) ?? null, isPending };
}
