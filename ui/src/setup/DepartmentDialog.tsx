import { useState } from 'react';
import { TextField } from '@mui/material';
import { setupMessages as m } from '@chikoro/contracts';
import { SetupDialog } from './SetupDialog';
import { useSetupCommand } from './useSetupCommand';
import type { Department } from './records';

/** 'Create department', or renaming one (names are unique in the school, whatever their case). */
export function DepartmentDialog({ department, onClose }: { department?: Department; onClose(): void }) {
  const [name, setName] = useState(department?.name ?? '');
  const add = useSetupCommand('AddDepartment', { success: m.departmentSubmitted });
  const rename = useSetupCommand('RenameDepartment', { success: m.departmentSubmitted });
  const command = department ? rename : add;
  return (
    <SetupDialog
      open title={department ? `Rename department ${department.name}` : 'Create department'} busy={command.busy} failure={command.failure} onClose={onClose}
      onSubmit={() => command.submit(department ? { departmentId: department.id, name } : { name }, onClose)}
    >
      <TextField
        label="Department name" value={name} onChange={(e) => setName(e.target.value)} required fullWidth autoFocus sx={{ mt: 1 }}
        error={Boolean(command.errorOf('name'))} helperText={command.errorOf('name')} slotProps={{ htmlInput: { 'data-testid': 'department-name' } }}
      />
    </SetupDialog>
  );
}
