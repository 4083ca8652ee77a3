import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

/** The frame of the information pages: a title, when it was last changed, readable text. */
export function InfoPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <Container
      maxWidth="md"
      sx={{
        py: 5,
        '& p': { mb: 2 },
        '& h2': { mt: 4, mb: 1.5 },
        '& ul': { mt: 0, mb: 2, pl: 3 },
        '& li': { mb: 0.75 },
      }}
    >
      <Typography
        variant="h3"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}
      >
        {title}
      </Typography>
      {updated && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Last updated: {updated}
        </Typography>
      )}
      {intro && (
        <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
          {intro}
        </Typography>
      )}
      <Box>{children}</Box>
    </Container>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h2">
      {children}
    </Typography>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography component="p">{children}</Typography>;
}
