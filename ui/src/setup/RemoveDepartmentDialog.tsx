import { Typography } from '@mui/material';
import { CommandPopup } from '../shared/CommandPopup';
import type { Department } from './records';

/** Removing a department no subject uses; the server refuses it otherwise, with the reason. */
export function RemoveDepartmentDialog({
  department,
  onClose,
}: {
  department: Department;
  onClose(): void;
}) {
  return (
    <CommandPopup
      command="RemoveDepartment"
      title="Remove department"
      submitLabel="Remove"
      success={`Department ${department.name} removed`}
      onClose={onClose}
      initialValues={{ departmentId: department.id }}
    >
      <Typography>
        Remove the department {department.name}? Its history stays in the audit log.
      </Typography>
    </CommandPopup>
  );
}
