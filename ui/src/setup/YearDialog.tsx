import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { setupMessages as m } from '@chikoro/contracts';
import { SetupDialog } from './SetupDialog';
import { useSetupCommand } from './useSetupCommand';
import type { AcademicYear } from './records';

const empty = { name: '', startDate: '', endDate: '' };

/** 'Create academic year': its name and dates (years do not overlap; the one containing today is current). */
export function YearDialog({ open, current, onClose }: { open: boolean; current: AcademicYear | undefined; onClose(): void }) {
  const [values, setValues] = useState(empty);
  const command = useSetupCommand('OpenAcademicYear', { success: m.yearSubmitted });
  const close = () => {
    setValues(empty);
    command.reset();
    onClose();
  };
  const field = (name: keyof typeof empty, label: string, type = 'text') => (
    <TextField
      label={label} type={type} value={values[name]} required fullWidth
      slotProps={{ inputLabel: { shrink: type === 'date' ? true : undefined }, htmlInput: { 'data-testid': `year-${name}` } }}
      error={Boolean(command.errorOf(name))} helperText={command.errorOf(name)}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );
  return (
    <SetupDialog
      open={open} title="Create academic year" busy={command.busy} failure={command.failure} onClose={close}
      subtitle={current ? `Current academic year: ${current.name}` : 'No academic year yet'}
      onSubmit={() => command.submit(values, close)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {field('name', 'Name (e.g. 2027)')}
        {field('startDate', 'Start date', 'date')}
        {field('endDate', 'End date', 'date')}
      </Stack>
    </SetupDialog>
  );
}
