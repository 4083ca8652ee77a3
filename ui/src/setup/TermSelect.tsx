import { MenuItem, TextField } from '@mui/material';
import { termLabel, useTerms } from './useTerms';

/**
 * A choice of the school's terms; the empty choice is the current term, which the student's
 * lists show by default (the server's own default, so nothing is sent for it).
 */
export function TermSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (termId: string) => void;
}) {
  const { terms, current } = useTerms();
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label="Term"
      value={terms.some((t) => t.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{current ? `This term (${termLabel(current)})` : 'This term'}</MenuItem>
      {terms
        .filter((t) => t.id !== current?.id)
        .map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {termLabel(t)}
          </MenuItem>
        ))}
    </TextField>
  );
}
