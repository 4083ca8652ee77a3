import { useGetList } from 'react-admin';

export interface Choice {
  id: string;
  name: string;
}

/**
 * The school's records of one list (levels, subjects, terms, classes, teachers) as select choices,
 * read from its list resource and sorted by name; the token keeps them to the admin's school.
 */
export function useChoices<R extends { id: string } = { id: string; name: string }>(resource: string, label: (record: R) => string, filter: Record<string, unknown> = {}): { choices: Choice[]; records: R[]; isPending: boolean } {
  const { data, isPending } = useGetList<R>(resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter });
  const records = data ?? [];
  const choices = records.map((r) => ({ id: r.id, name: label(r) })).sort((x, y) => x.name.localeCompare(y.name, 'en', { numeric: true }));
  return { choices, records, isPending };
}

export const byName = (record: { id: string; name: string }): string => record.name;
