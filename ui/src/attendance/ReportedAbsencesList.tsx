import { Typography } from '@mui/material';
import { DataTable, DateInput, List, SearchInput, useRecordContext } from 'react-admin';
import { formatSchoolDay, schoolDate, type AbsenceReport } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { markedWords } from './absences';
import { ClassFilter } from './ClassFilter';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search for a student" />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <ClassFilter key="classId" source="classId" alwaysOn />,
  <DateInput key="to" source="to" label="To" />,
];
const Column = DataTable.Col<AbsenceReport>;

function ReportCard() {
  const r = useRecordContext<AbsenceReport>();
  if (!r) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {r.studentName}
      </Typography>
      <CardLine label="Day">{formatSchoolDay(r.date)}</CardLine>
      <CardLine label="Class">{r.className ?? ''}</CardLine>
      <CardLine label="Reason">{r.reason}</CardLine>
      <CardLine label="Reported by">{r.parentName}</CardLine>
      <CardLine label="Register">{markedWords(r.marked)}</CardLine>
    </>
  );
}

/**
 * The absences families reported, from today on unless the filter says otherwise: who will be
 * away, when, from which class, why, which parent said so, and what the day's register made of it.
 */
export function ReportedAbsencesList() {
  const narrow = useNarrow('md');
  return (
    <List
      resource="absence-reports"
      title="Attendance: reported absences"
      filters={filters}
      filterDefaultValues={{ from: schoolDate(new Date().toISOString()) }}
      sort={{ field: 'date', order: 'ASC' }}
      perPage={50}
      disableSyncWithLocation
      empty={false}
    >
      {narrow ? (
        <CardList testId="absence-report-card">
          <ReportCard />
        </CardList>
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Column source="date" label="Day" render={(r) => formatSchoolDay(r.date)} />
          <Column source="studentName" label="Student" />
          <Column source="className" label="Class" disableSort />
          <Column source="reason" label="Reason" disableSort />
          <Column source="parentName" label="Reported by" disableSort />
          <Column
            source="marked"
            label="Register"
            disableSort
            render={(r) => markedWords(r.marked)}
          />
        </DataTable>
      )}
    </List>
  );
}
