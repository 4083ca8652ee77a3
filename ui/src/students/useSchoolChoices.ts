import { useGetList } from 'react-admin';
import { byNaturalName } from '../shared/naturalOrder';

/** A class as /api/classes lists it (the classes module's read model). */
export interface ClassChoice {
  id: string;
  name: string;
  levelId: string;
  levelName: string | null;
  status?: string;
}

const all = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } } as const;

/** The school's open classes in natural order (Form 2 before Form 10), for the enrolment form, the move and the filter; empty until classes exist. */
export function useClassChoices() {
  const { data, isPending } = useGetList<ClassChoice>('classes', all);
  const classes = (data ?? []).filter((c) => c.status !== 'Archived').sort(byNaturalName);
  return { classes, isPending, label: (c: ClassChoice) => (c.levelName ? `${c.name} (${c.levelName})` : c.name) };
}

/** The school's levels/grades in natural order, for the filter. */
export function useLevelChoices() {
  const { data } = useGetList<{ id: string; name: string }>('levels', all);
  return [...(data ?? [])].sort(byNaturalName);
}
