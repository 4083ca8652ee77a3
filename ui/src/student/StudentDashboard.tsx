import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

/** The student's landing page. */
export function StudentDashboard() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Student portal" />
      <CardContent>
        <Typography variant="h5" component="h2">Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}</Typography>
      </CardContent>
    </Card>
  );
}
