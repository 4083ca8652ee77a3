import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { RadioButtonGroupInput, useRecordContext } from 'react-admin';
import type { Teacher } from '@chikoro/contracts';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';

/** Edit Status: Active or Inactive (an inactive teacher cannot sign in); a teacher who left stays so. */
export function TeacherStatusButton() {
  const teacher = useRecordContext<Teacher>();
  const allowed = useCanSend('ChangeTeacherStatus');
  const [open, setOpen] = useState(false);
  if (!teacher || !allowed || teacher.status === 'Left') return null;
  const name = `${teacher.firstName} ${teacher.lastName}`;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Edit status of ${name}`}>
        Edit Status
      </Button>
      <CommandDialog
        command="ChangeTeacherStatus"
        record={teacher}
        open={open}
        onClose={() => setOpen(false)}
        titleId={`teacher-status-${teacher.id}`}
        title={`Status of ${name}`}
        initialValues={{ status: teacher.status }}
        done={`${name}'s status is saved`}
        failure="The status could not be changed. Try again."
        confirmLabel="Save"
      >
        <DialogContentText>
          Currently {teacher.status}. An inactive teacher cannot sign in.
        </DialogContentText>
        <RadioButtonGroupInput
          source="status"
          label="Status"
          choices={[
            { id: 'Active', name: 'Active' },
            { id: 'Inactive', name: 'Inactive' },
          ]}
          helperText={false}
        />
      </CommandDialog>
    </>
  );
}
