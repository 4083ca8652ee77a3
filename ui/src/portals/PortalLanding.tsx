import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { getSession } from '../auth/session';
import { PortalBell } from './PortalBell';

/** A role's home after sign-in; the area's own screens arrive with its module. */
export function PortalLanding({ title }: { title: string }) {
  const session = getSession();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h4" component="h1" gutterBottom sx={{ flex: 1 }}>
            {title}
          </Typography>
          <PortalBell />
        </Box>
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
