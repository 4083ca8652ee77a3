import { SelectInput, useGetList } from 'react-admin';
import { MAX_PAGE_SIZE, type SchoolClass } from '@chikoro/contracts';
import { byNaturalName } from '../shared/naturalOrder';

/** Every class of the school, archived ones too (their registers and reports are still read): the attendance lists' class filter. */
export function ClassFilter(props: { source: string; alwaysOn?: boolean }) {
  const { data = [] } = useGetList<SchoolClass>('classes', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <SelectInput
      {...props}
      label="Class"
      choices={data.map((c) => ({ id: c.id, name: c.name })).sort(byNaturalName)}
      emptyText="All classes"
    />
  );
}
