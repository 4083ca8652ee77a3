import { Typography } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  useGetList,
  useRecordContext,
} from 'react-admin';
import type { AttendanceSummary } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';

function TermFilter(props: { source: string; alwaysOn?: boolean }) {
  const { data = [] } = useGetList<{ id: string; name: string; academicYearName: string }>(
    'terms',
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'startDate', order: 'DESC' } },
  );
  return (
    <SelectInput
      {...props}
      label="Term"
      choices={data.map((t) => ({ id: t.id, name: `${t.name} ${t.academicYearName}` }))}
      emptyText="Every term"
    />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search for a student" />,
  <TermFilter key="termId" source="termId" alwaysOn />,
];
const Column = DataTable.Col<AttendanceSummary>;

function FiguresCard() {
  const r = useRecordContext<AttendanceSummary>();
  if (!r) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {r.studentName}
      </Typography>
      <CardLine label="Term">{r.termName}</CardLine>
      <CardLine label="Days">
        {r.present} present of {r.schoolDays}, {r.absent} absent, {r.late} late
      </CardLine>
    </>
  );
}

/**
 * Each student's term figures as the report card shows them: school days (days the student's class
 * register was taken with them on it), days present (on time or late), days absent, times late.
 */
export function TermFiguresList() {
  const narrow = useNarrow('md');
  return (
    <List
      resource="attendance-summary"
      title="Attendance: term figures"
      filters={filters}
      sort={{ field: 'studentName', order: 'ASC' }}
      perPage={50}
      disableSyncWithLocation
    >
      {narrow ? (
        <CardList testId="figures-card">
          <FiguresCard />
        </CardList>
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Column source="studentName" label="Student" />
          <Column source="termName" label="Term" disableSort />
          <Column source="schoolDays" label="School days" />
          <Column source="present" label="Days present" />
          <Column source="absent" label="Days absent" />
          <Column source="late" label="Times late" />
          <Column source="minutesLate" label="Minutes late" disableSort />
        </DataTable>
      )}
    </List>
  );
}
