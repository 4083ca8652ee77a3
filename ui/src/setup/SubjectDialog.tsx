import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { setupMessages as m } from '@chikoro/contracts';
import { SetupDialog } from './SetupDialog';
import { useSetupCommand } from './useSetupCommand';
import type { Department } from './records';

/** The subject popup: a name, an optional code and an optional department of the school. */
export function SubjectDialog({ departments, onClose }: { departments: Department[]; onClose(): void }) {
  const [values, setValues] = useState({ name: '', code: '', departmentId: '' });
  const command = useSetupCommand('AddSubject', { success: m.subjectSubmitted });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const errorProps = (name: string) => ({ error: Boolean(command.errorOf(name)), helperText: command.errorOf(name) });
  const body = { name: values.name, code: values.code || undefined, departmentId: values.departmentId || undefined };
  return (
    <SetupDialog open title="Add a subject" busy={command.busy} failure={command.failure} onClose={onClose} onSubmit={() => command.submit(body, onClose)}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label="Subject name" value={values.name} onChange={set('name')} required fullWidth autoFocus {...errorProps('name')}
          slotProps={{ htmlInput: { 'data-testid': 'subject-name' } }} />
        <TextField label="Code (optional)" value={values.code} onChange={set('code')} fullWidth {...errorProps('code')}
          slotProps={{ htmlInput: { 'data-testid': 'subject-code' } }} />
        <TextField select label="Department (optional)" value={values.departmentId} onChange={set('departmentId')} fullWidth {...errorProps('departmentId')}>
          <MenuItem value="">None</MenuItem>
          {departments.map((d) => <MenuItem key={d.id} value={d.id}>{d.name}</MenuItem>)}
        </TextField>
      </Stack>
    </SetupDialog>
  );
}
