import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Paper, Typography } from '@mui/material';
import { getSession } from '../auth/session';

/** A role's home after sign-in; the area's own screens arrive with its module. */
export function PortalLanding({ title }: { title: string }) {
  const session = getSession();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography data-testid="signed-in-as" sx={{ mb: 3 }}>
          Signed in as {session?.firstName} {session?.lastName}
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/logout">
          Logout
        </Button>
      </Paper>
    </Container>
  );
}
