import { MenuItem, Stack } from '@mui/material';
import { setupMessages as m } from '@chikoro/contracts';
import { CommandPopup, CommandField } from '../shared/CommandPopup';
import type { Department } from './records';

/** The subject popup: a name, an optional code and an optional department of the school. */
export function SubjectDialog({
  departments,
  onClose,
}: {
  departments: Department[];
  onClose(): void;
}) {
  return (
    <CommandPopup
      command="AddSubject"
      title="Add a subject"
      success={m.subjectSubmitted}
      onClose={onClose}
      initialValues={{ name: '', code: '', departmentId: '' }}
      // A blank code or department is none.
      toInput={({ name, code, departmentId }) => ({
        name,
        code: code || undefined,
        departmentId: departmentId || undefined,
      })}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CommandField name="name" label="Subject name" required autoFocus testId="subject-name" />
        <CommandField name="code" label="Code (optional)" testId="subject-code" />
        <CommandField select name="departmentId" label="Department (optional)">
          <MenuItem value="">None</MenuItem>
          {departments.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </CommandField>
      </Stack>
    </CommandPopup>
  );
}
