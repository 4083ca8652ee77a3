import { useGetList } from 'react-admin';
import { byNaturalName } from './naturalOrder';

export interface Choice {
  id: string;
  name: string;
}

/**
 * The school's records of one list (levels, subjects, classes, teachers, assignments) as select
 * choices in natural order of the names shown (Form 2 before Form 10); the token keeps them to the
 * user's school. Terms have their own, in the order they run (setup/useTerms).
 */
export function useChoices<R extends { id: string } = { id: string; name: string }>(
  resource: string,
  label: (record: R) => string,
  filter: object = {},
  enabled = true,
): { choices: Choice[]; records: R[]; isPending: boolean } {
  const { data, isPending } = useGetList<R>(
    resource,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter },
    { enabled },
  );
  const records = data ?? [];
  const choices = records.map((r) => ({ id: r.id, name: label(r) })).sort(byNaturalName);
  return { choices, records, isPending };
}

export const byName = (record: { id: string; name: string }): string => record.name;
