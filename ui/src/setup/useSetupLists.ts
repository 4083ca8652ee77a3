import { useGetList } from 'react-admin';
import type { AcademicYear, Department, Level, Subject, Term } from './records';

const all = { page: 1, perPage: 100 };

/** The school's set-up, as the page shows it: each list with its total (the tiles' counts). */
export function useSetupLists() {
  const years = useGetList<AcademicYear>('academic-years', {
    pagination: all,
    sort: { field: 'startDate', order: 'DESC' },
  });
  const terms = useGetList<Term>('terms', {
    pagination: all,
    sort: { field: 'startDate', order: 'ASC' },
  });
  const departments = useGetList<Department>('departments', {
    pagination: all,
    sort: { field: 'name', order: 'ASC' },
  });
  const levels = useGetList<Level>('levels', {
    pagination: all,
    sort: { field: 'name', order: 'ASC' },
  });
  const subjects = useGetList<Subject>('subjects', {
    pagination: all,
    sort: { field: 'name', order: 'ASC' },
  });
  return {
    years: years.data ?? [],
    terms: terms.data ?? [],
    departments: departments.data ?? [],
    levels: levels.data ?? [],
    subjects: subjects.data ?? [],
    totals: {
      years: years.total,
      terms: terms.total,
      departments: departments.total,
      levels: levels.total,
      subjects: subjects.total,
    },
    loading:
      years.isPending ||
      terms.isPending ||
      departments.isPending ||
      levels.isPending ||
      subjects.isPending,
    error: years.error ?? terms.error ?? departments.error ?? levels.error ?? subjects.error,
  };
}
