import { Box, CircularProgress } from '@mui/material';

/** While a lazily loaded page or area arrives. */
export function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
