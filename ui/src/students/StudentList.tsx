import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { studentStatuses, type Student } from '@chikoro/contracts';
import { ImportButton } from '../imports';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { RowActions } from '../shared/RowActions';
import { PersonAvatar } from '../shared/PersonAvatar';
import { EnrolStudentDialog } from './EnrolStudentDialog';
import { SignInCodeButton } from './SignInCodeButton';
import {
  EditStudentStatusButton,
  MoveStudentButton,
  WithdrawStudentButton,
} from './StudentActions';
import { StudentDetailsButton } from './StudentDetailsButton';
import { StudentStatusChip } from './StudentStatusChip';
import { useClassChoices, useLevelChoices } from './useSchoolChoices';

function LevelFilter(props: { source: string; alwaysOn?: boolean }) {
  const levels = useLevelChoices();
  return <SelectInput {...props} label="Level" emptyText="All levels" choices={levels} />;
}
function ClassFilter(props: { source: string; alwaysOn?: boolean }) {
  const { classes } = useClassChoices();
  return <SelectInput {...props} label="Class" emptyText="All classes" choices={classes} />;
}

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search by name, registration number or email"
    sx={{ width: { xs: '100%', sm: 400 } }}
  />,
  <LevelFilter key="levelId" source="levelId" alwaysOn />,
  <ClassFilter key="classId" source="classId" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="Current students"
    choices={studentStatuses.map((s) => ({ id: s, name: s }))}
  />,
];

function Actions() {
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Add Individually
      </Button>
      <ImportButton kind="students" />
      <EnrolStudentDialog open={open} onClose={() => setOpen(false)} />
    </TopToolbar>
  );
}

function StudentActions() {
  return (
    <RowActions destructive={<WithdrawStudentButton />}>
      <StudentDetailsButton />
      <EditStudentStatusButton />
      <MoveStudentButton />
      <SignInCodeButton />
    </RowActions>
  );
}

/** A student on a phone: the table's columns as lines, then the actions. */
function StudentCard() {
  const s = useRecordContext<Student>();
  if (!s) return null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PersonAvatar firstName={s.firstName} lastName={s.lastName} photo={s.photo} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {s.firstName} {s.lastName}
        </Typography>
        <StudentStatusChip status={s.status} />
      </Box>
      <CardLine label="Registration number">{s.registrationNumber}</CardLine>
      <CardLine label="Level · Class">
        {s.levelName ?? '—'} · {s.className ?? '—'}
      </CardLine>
      {s.email && <CardLine label="Email">{s.email}</CardLine>}
      <CardLine label="Parent">
        {[s.parentPhone, s.parentEmail].filter(Boolean).join(' · ') || '—'}
      </CardLine>
      <Box sx={{ mt: 1 }}>
        <StudentActions />
      </Box>
    </>
  );
}

const Column = DataTable.Col<Student>;

/** Spec 001 §2.5: /admin/student-management, searchable, filtered by level, class and status, sorted, paged. */
export function StudentList() {
  const narrow = useNarrow('lg');
  return (
    <List
      title="Student Management"
      empty={false}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="student-card">
          <StudentCard />
        </CardList>
      ) : (
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          sx={{
            '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 },
            '& .RaDataTable-rowCell': { overflowWrap: 'anywhere' },
          }}
        >
          <Column
            label="Photo"
            render={(s) => (
              <PersonAvatar firstName={s.firstName} lastName={s.lastName} photo={s.photo} />
            )}
          />
          <Column source="name" label="Name" render={(s) => `${s.firstName} ${s.lastName}`} />
          <Column source="registrationNumber" label="Registration number" />
          <Column source="email" label="Email" disableSort />
          <Column source="parentPhone" label="Parent phone" disableSort />
          <Column source="parentEmail" label="Parent email" disableSort />
          <Column source="levelName" label="Level" />
          <Column source="className" label="Class" />
          <Column
            source="status"
            label="Status"
            render={(s) => <StudentStatusChip status={s.status} />}
          />
          <Column label="Actions" render={() => <StudentActions />} />
        </DataTable>
      )}
    </List>
  );
}
