import { Box, Button, Chip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  useBasename,
  useRecordContext,
} from 'react-admin';
import type { SchoolClass } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { useMyTeaching } from '../teachers/useMyTeaching';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search for a class" />];

/** What the signed-in teacher does in this class this term: class teacher, the subjects they teach. */
function MyRole() {
  const record = useRecordContext<SchoolClass>();
  const { taught } = useMyTeaching();
  const mine = taught.find((c) => c.schoolClass.id === record?.id);
  if (!mine) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {mine.isClassTeacher && <Chip size="small" color="primary" label="Class teacher" />}
      {mine.subjects.map((s) => (
        <Chip key={s} size="small" variant="outlined" label={s} />
      ))}
    </Box>
  );
}

/** View Students: the class's own page, its students and each one's profile. */
function StudentsLink() {
  const record = useRecordContext<SchoolClass>();
  const basename = useBasename();
  if (!record) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      component={Link}
      to={`${basename}/class-management/${record.id}/show`}
      aria-label={`View students of ${record.name}`}
    >
      Students ({record.studentCount})
    </Button>
  );
}

function ClassCard() {
  const record = useRecordContext<SchoolClass>();
  if (!record) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {record.name}
      </Typography>
      <CardLine label="Level/Grade">{record.levelName ?? '—'}</CardLine>
      <CardLine label="Class Teacher">{record.classTeacherName ?? 'None yet'}</CardLine>
      <Box sx={{ mt: 1 }}>
        <MyRole />
      </Box>
      <Box sx={{ mt: 1 }}>
        <StudentsLink />
      </Box>
    </>
  );
}

const Column = DataTable.Col<SchoolClass>;

/**
 * /teacher-portal/class-management (spec 001 §2.11): the classes this teacher teaches, as class
 * teacher or a subject's teacher (the service answers no other), five a page; each leads to its
 * students. Nothing here changes a class: that is the admin's.
 */
export function TeacherClassList() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Class Management"
      empty={false}
      filters={filters}
      actions={false}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={5}
      pagination={<Pagination rowsPerPageOptions={[5]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="class-card">
          <ClassCard />
        </CardList>
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Column source="name" label="Class Name" />
          <Column source="level" label="Level/Grade" render={(r) => r.levelName ?? ''} />
          <Column
            source="classTeacherName"
            label="Class Teacher"
            disableSort
            render={(r) => r.classTeacherName ?? '—'}
          />
          <Column label="You teach" render={() => <MyRole />} />
          <Column label="View Students" render={() => <StudentsLink />} />
        </DataTable>
      )}
    </List>
  );
}
