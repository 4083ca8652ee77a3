import { useGetList } from 'react-admin';

/**
 * The school's current academic year as GET /api/academic-years flags it (the one whose dates
 * contain today, else the latest started): its id, or null when the school has none yet;
 * undefined while loading.
 */
export function useCurrentAcademicYear(): string | null | undefined {
  const { data, isPending, error } = useGetList<{ id: string }>('academic-years', {
    filter: { current: true },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'startDate', order: 'DESC' },
  });
  if (error) return null;
  if (isPending) return undefined;
  return data?.[0]?.id ?? null;
}
