import { Box, Chip, MenuItem, TextField, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { teacherStatuses, type Teacher } from '@chikoro/contracts';
import { ImportButton } from '../imports';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { RowActions } from '../shared/RowActions';
import { AssignTeacherButton } from './AssignTeacherButton';
import { CarryOverAssignmentsButton } from './CarryOverAssignmentsButton';
import { RegisterTeacherButton } from './RegisterTeacherButton';
import { RemoveTeacherButton } from './RemoveTeacherButton';
import { TeacherAvatar } from './TeacherAvatar';
import { TeacherDetailsButton } from './TeacherDetailsButton';
import { TeacherStatusButton } from './TeacherStatusButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by name or email" />,
  <SelectInput
    key="status"
    source="status"
    label="Filter by status"
    alwaysOn
    emptyText="Current staff"
    choices={teacherStatuses.map((s) => ({ id: s, name: s }))}
  />,
];

const sorts = {
  name: { field: 'name', order: 'ASC' },
  email: { field: 'email', order: 'ASC' },
  status: { field: 'status', order: 'ASC' },
} as const;
type SortKey = keyof typeof sorts;

function SortBy() {
  const { sort, setSort } = useListContext();
  const current =
    (Object.keys(sorts) as SortKey[]).find((k) => sorts[k].field === sort.field) ?? '';
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      name="sortBy"
      value={current}
      onChange={(e) => setSort({ ...sorts[e.target.value as SortKey] })}
      sx={{ minWidth: 130 }}
    >
      <MenuItem value="name">Name</MenuItem>
      <MenuItem value="email">Email</MenuItem>
      <MenuItem value="status">Status</MenuItem>
    </TextField>
  );
}

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <SortBy />
      <RegisterTeacherButton />
      <ImportButton kind="teachers" />
      <CarryOverAssignmentsButton />
    </TopToolbar>
  );
}

const statusColors = { Active: 'success', Inactive: 'warning', Left: 'default' } as const;
const StatusChip = ({ status }: { status: Teacher['status'] }) => (
  <Chip size="small" variant="outlined" label={status} color={statusColors[status]} />
);

function TeacherActions() {
  return (
    <RowActions destructive={<RemoveTeacherButton />}>
      <AssignTeacherButton />
      <TeacherDetailsButton />
      <TeacherStatusButton />
    </RowActions>
  );
}

function TeacherCard() {
  const teacher = useRecordContext<Teacher>();
  if (!teacher) return null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <TeacherAvatar teacher={teacher} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="p">
            {teacher.firstName} {teacher.lastName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {teacher.email}
          </Typography>
        </Box>
      </Box>
      <CardLine label="Phone">{teacher.phone ?? '—'}</CardLine>
      <CardLine label="Subjects taught">{teacher.subjectsTaught.join(', ') || '—'}</CardLine>
      <CardLine label="Status">
        <StatusChip status={teacher.status} />
      </CardLine>
      <TeacherActions />
    </>
  );
}

const Column = DataTable.Col<Teacher>;

/** Spec 001 §2.4: /admin/teacher-management, searchable, sortable, filterable by status, real pages. */
export function TeacherList() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Teacher Management"
      empty={false}
      filters={filters}
      actions={<Actions />}
      sort={sorts.name}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[5, 10, 25]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="teacher-card">
          <TeacherCard />
        </CardList>
      ) : (
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } }}
        >
          <Column label="Photo" render={(t) => <TeacherAvatar teacher={t} />} />
          <Column source="name" label="Name" render={(t) => `${t.firstName} ${t.lastName}`} />
          <Column source="email" label="Email" />
          <Column source="phone" label="Phone" disableSort />
          <Column label="Subjects taught" render={(t) => t.subjectsTaught.join(', ') || '—'} />
          <Column source="status" label="Status" render={(t) => <StatusChip status={t.status} />} />
          <Column label="Actions" render={() => <TeacherActions />} />
        </DataTable>
      )}
    </List>
  );
}
