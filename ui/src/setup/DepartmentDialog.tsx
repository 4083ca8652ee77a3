import { setupMessages as m } from '@chikoro/contracts';
import { CommandPopup, CommandField } from '../shared/CommandPopup';
import type { Department } from './records';

/** 'Create department', or renaming one (names are unique in the school, whatever their case). */
export function DepartmentDialog({
  department,
  onClose,
}: {
  department?: Department;
  onClose(): void;
}) {
  const field = (
    <CommandField
      name="name"
      label="Department name"
      required
      autoFocus
      sx={{ mt: 1 }}
      testId="department-name"
    />
  );
  return department ? (
    <CommandPopup
      command="RenameDepartment"
      title={`Rename department ${department.name}`}
      success={m.departmentSubmitted}
      onClose={onClose}
      initialValues={{ departmentId: department.id, name: department.name }}
    >
      {field}
    </CommandPopup>
  ) : (
    <CommandPopup
      command="AddDepartment"
      title="Create department"
      success={m.departmentSubmitted}
      onClose={onClose}
      initialValues={{ name: '' }}
    >
      {field}
    </CommandPopup>
  );
}
