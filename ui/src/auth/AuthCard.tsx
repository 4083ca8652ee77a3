import type { FormEvent, ReactNode } from 'react';
import { Container, Paper, Typography } from '@mui/material';

/** The frame of the sign-in and recovery screens: one narrow card with its heading. */
export function AuthCard({
  title,
  label,
  onSubmit,
  children,
}: {
  title: string;
  label?: string;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper
        component={onSubmit ? 'form' : 'section'}
        noValidate={onSubmit ? true : undefined}
        onSubmit={onSubmit}
        aria-label={label ?? title}
        sx={{ p: { xs: 3, sm: 4 } }}
      >
        <Typography
          variant="h4"
          component="h1"
          gutterBottom
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}

/** "Success: …" or "Error: …", as the recovery screens show their results. */
export function ResultLine({
  result,
  testId,
}: {
  result: { ok: boolean; message: string } | null;
  testId: string;
}) {
  if (!result) return null;
  return (
    <Typography
      role={result.ok ? 'status' : 'alert'}
      data-testid={testId}
      color={result.ok ? 'success.main' : 'error'}
      sx={{ my: 2, fontWeight: 500 }}
    >
      {result.ok ? 'Success' : 'Error'}: {result.message}
    </Typography>
  );
}

/** The user-facing text of a failed call. */
export function messageOf(error: unknown): string {
  if (error instanceof TypeError) return 'The service cannot be reached. Please try again.';
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
