import { Typography } from '@mui/material';
import { SetupDialog } from './SetupDialog';
import { useSetupCommand } from './useSetupCommand';
import type { Department } from './records';

/** Removing a department no subject uses; the server refuses it otherwise, with the reason. */
export function RemoveDepartmentDialog({ department, onClose }: { department: Department; onClose(): void }) {
  const command = useSetupCommand('RemoveDepartment', { success: `Department ${department.name} removed` });
  return (
    <SetupDialog
      open title="Remove department" submitLabel="Remove" busy={command.busy} failure={command.failure} onClose={onClose}
      onSubmit={() => command.submit({ departmentId: department.id }, onClose)}
    >
      <Typography>Remove the department {department.name}? Its history stays in the audit log.</Typography>
    </SetupDialog>
  );
}
