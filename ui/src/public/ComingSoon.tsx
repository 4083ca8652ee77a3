import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';

/** Spec 001 §2.2: the page behind links to features that are not on the platform yet. */
export function ComingSoon() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        COMING SOON...
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        this feature will be on the platform soon
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Go to the home page
      </Button>
    </Container>
  );
}
