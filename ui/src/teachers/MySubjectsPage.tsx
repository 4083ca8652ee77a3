import { useState } from 'react';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import type { MySubject } from '@chikoro/contracts';
import { TermSelect } from '../setup/TermSelect';

/** One subject: its name and code, its department, and who teaches it to the class. */
function SubjectCard({ subject }: { subject: MySubject }) {
  const teachers = subject.teachers.map((t) => t.name).join(', ');
  return (
    <Card component="li" variant="outlined" data-testid="my-subject">
      <CardContent
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          '&:last-child': { pb: 2 },
          overflowWrap: 'anywhere',
        }}
      >
        <MenuBookIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {subject.subjectName}
            {subject.code && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                ({subject.code})
              </Typography>
            )}
          </Typography>
          {subject.departmentName && (
            <Typography variant="body2" color="text.secondary">
              {subject.departmentName}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {subject.teachers.length > 1 ? 'Teachers' : 'Teacher'}:{' '}
            </Box>
            {teachers || 'Not assigned yet'}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /student-portal/subjects (spec 001 §2.12): the subjects of the student's class in a term (this
 * term unless another is chosen) with their teachers, from the school's teacher assignments.
 */
export function MySubjectsPage() {
  const [termId, setTermId] = useState('');
  const { data, isPending, error } = useGetList<MySubject>('my-subjects', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'subjectName', order: 'ASC' },
    filter: termId ? { termId } : {},
  });
  const first = data?.[0];
  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="Subjects" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TermSelect value={termId} onChange={setTermId} />
        {first && (
          <Typography color="text.secondary" data-testid="subjects-class">
            {first.className} · {first.termName} {first.academicYearName}
          </Typography>
        )}
      </Box>
      {isPending && <LinearProgress />}
      {error && (
        <Alert severity="error">
          {error instanceof Error ? error.message : 'The subjects could not be loaded.'}
        </Alert>
      )}
      {data && data.length === 0 && (
        <Alert severity="info">No subjects are assigned to your class for this term yet.</Alert>
      )}
      {data && data.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {data.map((subject) => (
            <SubjectCard key={subject.id} subject={subject} />
          ))}
        </Box>
      )}
    </Box>
  );
}
