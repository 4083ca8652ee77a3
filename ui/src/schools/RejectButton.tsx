import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import type { EnrolmentRequest } from '@chikoro/contracts';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';
import { stopPropagation } from './ApproveButton';

const rejectFailed = 'Error rejecting school. Please try again.';

/** Reject a pending school; the reason is required (RejectSchoolInput: the server's rule and words). */
export function RejectButton() {
  const record = useRecordContext<EnrolmentRequest>();
  const allowed = useCanSend('RejectSchool');
  const [open, setOpen] = useState(false);

  if (!record || record.status !== 'PENDING' || !allowed) return null;

  return (
    <span onClick={stopPropagation}>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Reject
      </Button>
      <CommandDialog
        command="RejectSchool"
        record={record}
        initialValues={{ reason: '' }}
        open={open}
        onClose={() => setOpen(false)}
        titleId={`reject-${record.id}`}
        title={`Reject ${record.name}?`}
        done={`${record.name} is rejected`}
        failure={rejectFailed}
        color="error"
        wide
      >
        <DialogContentText sx={{ mb: 2 }}>
          Say why, so the school knows what to change before enrolling again.
        </DialogContentText>
        <TextInput
          source="reason"
          label="Reason"
          isRequired
          multiline
          minRows={3}
          autoFocus
          helperText={false}
        />
      </CommandDialog>
    </span>
  );
}
