import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useBasename, useGetIdentity, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';

/** The teacher's landing page: their exams still to grade, and the way to them. */
export function TeacherDashboard() {
  const { identity } = useGetIdentity();
  const basename = useBasename();
  const pending = useGetList('exams', { filter: { status: 'Pending' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
  const all = useGetList('exams', { filter: {}, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Teacher portal" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}</Typography>
        <Typography>Your exams: {all.total ?? '…'} · still to grade: {pending.total ?? '…'}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="contained" component={Link} to={`${basename}/exam-management`}>Exam Management</Button>
          <Button variant="outlined" component={Link} to={`${basename}/grading-results`}>Grading Results</Button>
        </Box>
      </CardContent>
    </Card>
  );
}
