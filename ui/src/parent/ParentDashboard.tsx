import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

/** The parent's landing page. */
export function ParentDashboard() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Parent Portal" />
      <CardContent>
        <Typography variant="h5" component="h2">Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}</Typography>
      </CardContent>
    </Card>
  );
}
