import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';

/** Spec 001 §2.2's 404 page; `home` is the visitor's own area when signed in; `heading` h2 under a layout's own h1. */
export function NotFound({
  home = '/',
  homeLabel = 'Go to the home page',
  heading = 'h1',
}: {
  home?: string;
  homeLabel?: string;
  heading?: 'h1' | 'h2';
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component={heading} gutterBottom>
        Oops, this page doesn't exist
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Let's get you back home
      </Typography>
      <Button variant="contained" component={RouterLink} to={home}>
        {homeLabel}
      </Button>
    </Container>
  );
}
