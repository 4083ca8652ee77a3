import { useState } from 'react';
import { DialogContentText, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useRecordContext } from 'react-admin';
import type { Teacher } from '@chikoro/contracts';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';

/** Delete: the teacher leaves the school; their sign-in ends and their history stays. */
export function RemoveTeacherButton() {
  const teacher = useRecordContext<Teacher>();
  const allowed = useCanSend('RemoveTeacher');
  const [open, setOpen] = useState(false);
  if (!teacher || !allowed || teacher.status === 'Left') return null;
  const name = `${teacher.firstName} ${teacher.lastName}`;
  return (
    <>
      <Tooltip title="Delete teacher">
        <IconButton
          size="small"
          color="error"
          onClick={() => setOpen(true)}
          aria-label={`Delete ${name}`}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <CommandDialog
        command="RemoveTeacher"
        record={teacher}
        open={open}
        onClose={() => setOpen(false)}
        titleId={`remove-teacher-${teacher.id}`}
        title={`Delete ${name}?`}
        done={`${name} has left the school`}
        failure="The teacher could not be removed. Try again."
        confirmLabel="Delete"
        color="error"
      >
        <DialogContentText>
          {name} leaves the school: their sign-in ends at once. Their assignments, marks and history
          stay on record.
        </DialogContentText>
      </CommandDialog>
    </>
  );
}
