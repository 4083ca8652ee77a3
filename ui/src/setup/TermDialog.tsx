import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { TERM_NAMES, setupMessages as m } from '@chikoro/contracts';
import { SetupDialog } from './SetupDialog';
import { useSetupCommand } from './useSetupCommand';
import { dateRange, type AcademicYear, type Term } from './records';

interface Props { open: boolean; years: AcademicYear[]; currentTerm: Term | undefined; onClose(): void }

/** 'Create term': Term 1–3 within a chosen year, with real dates; the current term is shown, not a fixed 'Term 3'. */
export function TermDialog({ open, years, currentTerm, onClose }: Props) {
  const initial = () => ({ academicYearId: years.find((y) => y.current)?.id ?? years[0]?.id ?? '', name: '', startDate: '', endDate: '' });
  const [values, setValues] = useState(initial);
  const command = useSetupCommand('AddTerm', { success: m.termSubmitted, failure: m.termFailed });
  const close = () => {
    setValues(initial());
    command.reset();
    onClose();
  };
  const set = (name: keyof ReturnType<typeof initial>) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const errorProps = (name: string) => ({ error: Boolean(command.errorOf(name)), helperText: command.errorOf(name) });
  const year = years.find((y) => y.id === values.academicYearId);
  return (
    <SetupDialog
      open={open} title="Create term" busy={command.busy} failure={command.failure} onClose={close}
      subtitle={currentTerm ? `Current term: ${currentTerm.name} ${currentTerm.academicYearName}` : m.noApprovedTerm}
      onSubmit={() => command.submit(values, close)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select label="Academic year" value={values.academicYearId} onChange={set('academicYearId')} required fullWidth
          {...errorProps('academicYearId')} helperText={command.errorOf('academicYearId') ?? (year ? dateRange(year) : 'Add an academic year first')}
          slotProps={{ htmlInput: { 'data-testid': 'term-year' } }}>
          {years.map((y) => <MenuItem key={y.id} value={y.id}>{y.name}</MenuItem>)}
        </TextField>
        <TextField select label="Term" value={values.name} onChange={set('name')} required fullWidth {...errorProps('name')}
          slotProps={{ htmlInput: { 'data-testid': 'term-name' } }}>
          {TERM_NAMES.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
        </TextField>
        <TextField label="Start date" type="date" value={values.startDate} onChange={set('startDate')} required fullWidth {...errorProps('startDate')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'term-startDate', min: year?.startDate, max: year?.endDate } }} />
        <TextField label="End date" type="date" value={values.endDate} onChange={set('endDate')} required fullWidth {...errorProps('endDate')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'term-endDate', min: year?.startDate, max: year?.endDate } }} />
      </Stack>
    </SetupDialog>
  );
}
