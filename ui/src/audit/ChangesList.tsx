import { Box, Typography } from '@mui/material';
import { fieldLabel, type FieldChange } from '@chikoro/contracts';
import { valueText } from './format';

/** What an event changed, one line per field: before → after. */
export function ChangesList({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="changes">
      {changes.map((c) => (
        <Typography component="li" variant="body2" key={c.field}>
          <strong>{fieldLabel(c.field)}</strong>:{' '}
          <Box
            component="span"
            sx={{
              color: 'error.main',
              textDecoration: c.before === null ? 'none' : 'line-through',
            }}
          >
            {valueText(c.before)}
          </Box>
          {' → '}
          <Box component="span" sx={{ color: 'success.dark' }}>
            {valueText(c.after)}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}
