import { useGetList } from 'react-admin';

export interface Choice {
  id: string;
  name: string;
}

/** A short list to choose from (classes, subjects, terms, teachers), named as the form shows it. */
export function useChoices<R extends { id: string }>(resource: string, name: (record: R) => string, filter: object = {}, enabled = true) {
  const { data, isPending } = useGetList<R>(resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter }, { enabled });
  const records = data ?? [];
  const choices: Choice[] = records.map((r) => ({ id: r.id, name: name(r) })).sort((a, b) => a.name.localeCompare(b.name));
  return { choices, records, isPending };
}
