import { Button, Chip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useRecordContext,
} from 'react-admin';
import { classStatuses, type SchoolClass } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { RowActions } from '../shared/RowActions';
import { ClassTeachersButton } from './ClassTeachersButton';
import { CreateClassButton } from './CreateClassButton';
import { DeleteClassButton } from './DeleteClassButton';
import { EditClassButton } from './EditClassButton';
import { byName, useChoices } from '../shared/useChoices';

function LevelFilter(props: { source: string; alwaysOn?: boolean }) {
  const { choices } = useChoices('levels', byName);
  return <SelectInput {...props} label="Level/Grade" choices={choices} emptyText="All levels" />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search for a class" />,
  <LevelFilter key="levelId" source="levelId" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All"
    choices={classStatuses.map((s) => ({ id: s, name: s }))}
  />,
];

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <Typography component="span">Add a class:</Typography>
      <CreateClassButton />
    </TopToolbar>
  );
}

/** View Students: the student list, filtered to this class. */
function StudentsLink() {
  const record = useRecordContext<SchoolClass>();
  const basename = useBasename();
  if (!record) return null;
  const search = `?filter=${encodeURIComponent(JSON.stringify({ classId: record.id }))}`;
  return (
    <Button
      size="small"
      component={Link}
      to={{ pathname: `${basename}/student-management`, search }}
      aria-label={`View students of ${record.name}`}
    >
      Students ({record.studentCount})
    </Button>
  );
}

function ClassActions() {
  return (
    <RowActions destructive={<DeleteClassButton />}>
      <ClassTeachersButton />
      <StudentsLink />
      <EditClassButton />
    </RowActions>
  );
}

const status = (record: SchoolClass) =>
  record.status === 'Archived' ? <Chip size="small" label="Archived" variant="outlined" /> : null;
const Column = DataTable.Col<SchoolClass>;

function ClassCards() {
  return (
    <CardList testId="class-card">
      <ClassCardBody />
    </CardList>
  );
}

function ClassCardBody() {
  const record = useRecordContext<SchoolClass>();
  if (!record) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {record.name} {status(record)}
      </Typography>
      <CardLine label="Level/Grade">{record.levelName ?? ''}</CardLine>
      <CardLine label="Class Teacher">{record.classTeacherName ?? 'None yet'}</CardLine>
      <ClassActions />
    </>
  );
}

/** Spec 001 §2.7: /admin/class-management, five a page, every column working. */
export function ClassList() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Class Management"
      empty={false}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={5}
      pagination={<Pagination rowsPerPageOptions={[5]} />}
      exporter={false}
    >
      {narrow ? (
        <ClassCards />
      ) : (
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } }}
        >
          <Column
            source="name"
            label="Class Name"
            render={(r) => (
              <>
                {r.name} {status(r)}
              </>
            )}
          />
          <Column source="level" label="Level/Grade" render={(r) => r.levelName ?? ''} />
          <Column
            source="classTeacherName"
            label="Class Teacher"
            disableSort
            render={(r) => r.classTeacherName ?? '—'}
          />
          <Column label="View Teachers" render={() => <ClassTeachersButton />} />
          <Column label="View Students" render={() => <StudentsLink />} />
          <Column label="Edit Class" render={() => <EditClassButton />} />
          <Column label="Delete" render={() => <DeleteClassButton />} />
        </DataTable>
      )}
    </List>
  );
}
