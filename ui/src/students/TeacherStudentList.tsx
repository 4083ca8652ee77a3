import { Box, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  useRecordContext,
} from 'react-admin';
import { studentStatuses, type Student } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { PersonAvatar } from '../shared/PersonAvatar';
import { useMyTeaching } from '../teachers/useMyTeaching';
import { StudentProfileButton } from './StudentProfileDialog';
import { StudentStatusChip } from './StudentStatusChip';

/** The classes this teacher teaches, to filter by: the services answer no other. */
function MyClassFilter(props: { source: string; alwaysOn?: boolean }) {
  const { taught } = useMyTeaching();
  return (
    <SelectInput
      {...props}
      label="Class"
      emptyText="All my classes"
      choices={taught.map((c) => ({ id: c.schoolClass.id, name: c.schoolClass.name }))}
    />
  );
}

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search by name or registration number"
    sx={{ width: { xs: '100%', sm: 360 } }}
  />,
  <MyClassFilter key="classId" source="classId" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All"
    choices={studentStatuses.map((s) => ({ id: s, name: s }))}
  />,
];

function StudentCard() {
  const s = useRecordContext<Student>();
  if (!s) return null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PersonAvatar firstName={s.firstName} lastName={s.lastName} photo={s.photo} />
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
        >
          {s.firstName} {s.lastName}
        </Typography>
        <StudentStatusChip status={s.status} />
      </Box>
      <CardLine label="Registration number">{s.registrationNumber}</CardLine>
      <CardLine label="Class">{s.className ?? '—'}</CardLine>
      <Box sx={{ mt: 1 }}>
        <StudentProfileButton />
      </Box>
    </>
  );
}

const Column = DataTable.Col<Student>;

/**
 * /teacher-portal/student-management (spec 001 §2.11): the students of the teacher's classes only
 * (the service answers no other), filtered by class and status, searched by name or registration
 * number; a table on a desktop, cards on a phone; Profile opens the student's profile.
 */
export function TeacherStudentList() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Student Management"
      empty={false}
      filters={filters}
      actions={false}
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
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Column
            label="Photo"
            render={(s) => (
              <PersonAvatar firstName={s.firstName} lastName={s.lastName} photo={s.photo} />
            )}
          />
          <Column source="name" label="Name" render={(s) => `${s.firstName} ${s.lastName}`} />
          <Column source="registrationNumber" label="Registration number" />
          <Column source="className" label="Class" />
          <Column
            source="gender"
            label="Gender"
            disableSort
            render={(s) => s.gender.charAt(0).toUpperCase() + s.gender.slice(1)}
          />
          <Column
            source="status"
            label="Status"
            render={(s) => <StudentStatusChip status={s.status} />}
          />
          <Column label="Profile" render={() => <StudentProfileButton />} />
        </DataTable>
      )}
    </List>
  );
}
