import { byNaturalName } from '../shared/naturalOrder';
import { byName, useChoices } from '../shared/useChoices';

/** A class as /api/classes lists it (the classes module's read model). */
export interface ClassChoice {
  id: string;
  name: string;
  levelId: string;
  levelName: string | null;
  status?: string;
}

/** The school's open classes in natural order (Form 2 before Form 10), for the enrolment form, the move and the filter; empty until classes exist. */
export function useClassChoices() {
  const { records, isPending } = useChoices<ClassChoice>('classes', byName);
  const classes = records.filter((c) => c.status !== 'Archived').sort(byNaturalName);
  return {
    classes,
    isPending,
    label: (c: ClassChoice) => (c.levelName ? `${c.name} (${c.levelName})` : c.name),
  };
}

/** The school's levels/grades in natural order, for the filter. */
export function useLevelChoices() {
  return useChoices('levels', byName).choices;
}
