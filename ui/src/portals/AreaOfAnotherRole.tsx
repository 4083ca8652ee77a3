import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';
import { homeRouteByRole, type Role } from '@chikoro/contracts';
import { PublicLayout } from '../public/PublicLayout';
import { roleTitle } from './areas';
import { RoleShell } from './RoleShell';

/** A signed-in person opening an area of another role: say so, and lead back to their own. */
export function AreaOfAnotherRole({ area, role }: { area: Role; role: Role }) {
  const content = (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        This area is for the {roleTitle[area].toLowerCase()}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }} data-testid="area-of-another-role">
        This area is for the {roleTitle[area].toLowerCase()}; you are signed in as{' '}
        {roleTitle[role].toLowerCase()}.
      </Typography>
      <Button variant="contained" component={RouterLink} to={homeRouteByRole[role]}>
        Go to my area
      </Button>
    </Container>
  );
  return role === 'SUPERADMIN' ? (
    <PublicLayout>{content}</PublicLayout>
  ) : (
    <RoleShell role={role}>{content}</RoleShell>
  );
}
