import { useState, type MouseEvent } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useRecordContext } from 'react-admin';
import { approvalMessages, type EnrolmentRequest } from '@chikoro/contracts';
import { useDecision } from './useDecision';

/** Clicks inside a row's dialog must not reach the row (React bubbles through portals). */
export const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** Approve a pending school: the confirmation names the admin officer who gets the account. */
export function ApproveButton() {
  const record = useRecordContext<EnrolmentRequest>();
  const [open, setOpen] = useState(false);
  const { decide, busy, error, clearError } = useDecision(approvalMessages.approveFailed);

  if (!record || record.status !== 'PENDING') return null;

  const close = () => {
    if (busy) return;
    setOpen(false);
    clearError();
  };
  const confirm = async () => {
    if (await decide('ApproveSchool', { schoolId: record.id }, `${record.name} is approved`)) setOpen(false);
  };

  return (
    <span onClick={stopPropagation}>
      <Button size="small" color="success" onClick={() => setOpen(true)}>
        Approve
      </Button>
      <ConfirmDialog open={open} titleId={`approve-${record.id}`} title={`Approve ${record.name}?`} error={error} busy={busy} color="success" onClose={close} onConfirm={() => void confirm()}>
        <DialogContentText>
          The school becomes active and its Admin Officer gets an account:
        </DialogContentText>
        <DialogContentText component="div" sx={{ mt: 1, color: 'text.primary' }} data-testid="approve-admin-officer">
          <strong>
            {record.adminFirstname} {record.adminLastname}
          </strong>
          <br />
          {record.adminEmail}
          {record.adminPhonenumber ? ` · ${record.adminPhonenumber}` : ''}
        </DialogContentText>
      </ConfirmDialog>
    </span>
  );
}
