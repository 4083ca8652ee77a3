import { useState, type MouseEvent } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { approvalMessages, type EnrolmentRequest } from '@chikoro/contracts';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';

/** Clicks inside a row's dialog must not reach the row (React bubbles through portals). */
export const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** Approve a pending school: the confirmation names the admin officer who gets the account. */
export function ApproveButton() {
  const record = useRecordContext<EnrolmentRequest>();
  const allowed = useCanSend('ApproveSchool');
  const [open, setOpen] = useState(false);

  if (!record || record.status !== 'PENDING' || !allowed) return null;

  return (
    <span onClick={stopPropagation}>
      <Button size="small" color="success" onClick={() => setOpen(true)}>
        Approve
      </Button>
      <CommandDialog
        command="ApproveSchool"
        record={record}
        open={open}
        onClose={() => setOpen(false)}
        titleId={`approve-${record.id}`}
        title={`Approve ${record.name}?`}
        done={`${record.name} is approved`}
        failure={approvalMessages.approveFailed}
        color="success"
      >
        <DialogContentText>
          The school becomes active and its Admin Officer gets an account:
        </DialogContentText>
        <DialogContentText
          component="div"
          sx={{ mt: 1, color: 'text.primary' }}
          data-testid="approve-admin-officer"
        >
          <strong>
            {record.adminFirstname} {record.adminLastname}
          </strong>
          <br />
          {record.adminEmail}
          {record.adminPhonenumber ? ` · ${record.adminPhonenumber}` : ''}
        </DialogContentText>
      </CommandDialog>
    </span>
  );
}
