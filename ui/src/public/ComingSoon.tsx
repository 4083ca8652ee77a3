import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';

/**
 * Spec 001 §2.2: the page behind links to features that are not on the platform yet; `heading` h2
 * under a layout's own h1. Inside a signed-in area it leads back to that area's dashboard.
 */
export function ComingSoon({
  heading = 'h1',
  home = '/',
  homeLabel = 'Go to the home page',
}: {
  heading?: 'h1' | 'h2';
  home?: string;
  homeLabel?: string;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component={heading} gutterBottom>
        COMING SOON...
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        this feature will be on the platform soon
      </Typography>
      <Button variant="contained" component={RouterLink} to={home}>
        {homeLabel}
      </Button>
    </Container>
  );
}
