import { Alert, Box, type SxProps, type Theme } from '@mui/material';
import type { FieldError } from '@chikoro/contracts';

/** Every message of the last Submit, in the schema's order (the specs' order). */
export function ErrorList({
  errors,
  testId,
  sx,
}: {
  errors: FieldError[];
  testId: string;
  sx?: SxProps<Theme>;
}) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" sx={sx}>
      <Box component="ul" data-testid={testId} sx={{ m: 0, pl: 2 }}>
        {errors.map((error) => (
          <li key={error.field}>{error.message}</li>
        ))}
      </Box>
    </Alert>
  );
}
