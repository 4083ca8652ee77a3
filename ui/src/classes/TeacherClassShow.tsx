import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  ShowBase,
  Title,
  useBasename,
  useRecordContext,
} from 'react-admin';
import type { SchoolClass, Student } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { StudentProfileButton } from '../students/StudentProfileDialog';
import { StudentStatusChip } from '../students/StudentStatusChip';
import { useMyTeaching } from '../teachers/useMyTeaching';

function StudentCard() {
  const s = useRecordContext<Student>();
  if (!s) return null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
        >
          {s.firstName} {s.lastName}
        </Typography>
        <StudentStatusChip status={s.status} />
      </Box>
      <CardLine label="Registration number">{s.registrationNumber}</CardLine>
      <Box sx={{ mt: 1 }}>
        <StudentProfileButton />
      </Box>
    </>
  );
}

const Column = DataTable.Col<Student>;

function ClassStudents() {
  const narrow = useNarrow('md');
  return (
    <ReferenceManyField
      reference="student-management"
      target="classId"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25]} />}
    >
      {narrow ? (
        <CardList testId="class-student">
          <StudentCard />
        </CardList>
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Column source="name" label="Name" render={(s) => `${s.firstName} ${s.lastName}`} />
          <Column source="registrationNumber" label="Registration number" />
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
    </ReferenceManyField>
  );
}

function ClassPage() {
  const record = useRecordContext<SchoolClass>();
  const basename = useBasename();
  const { taught } = useMyTeaching();
  if (!record) return null;
  const mine = taught.find((c) => c.schoolClass.id === record.id);
  const role = [mine?.isClassTeacher ? 'Class teacher' : null, ...(mine?.subjects ?? [])]
    .filter(Boolean)
    .join(', ');
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={record.name} />
      <Button
        component={Link}
        to={`${basename}/class-management`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        All my classes
      </Button>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h2">
            {record.name}
          </Typography>
          <CardLine label="Level/Grade">{record.levelName ?? '—'}</CardLine>
          <CardLine label="Class Teacher">{record.classTeacherName ?? 'None yet'}</CardLine>
          {role && <CardLine label="You teach here">{role}</CardLine>}
          <CardLine label="Students">{String(record.studentCount)}</CardLine>
        </CardContent>
      </Card>
      <Card>
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          Students of {record.name}
        </Typography>
        <ClassStudents />
      </Card>
    </Box>
  );
}

/** /teacher-portal/class-management/<id>/show: one of the teacher's classes and its students, each with their profile. */
export function TeacherClassShow() {
  return (
    <ShowBase>
      <ClassPage />
    </ShowBase>
  );
}
