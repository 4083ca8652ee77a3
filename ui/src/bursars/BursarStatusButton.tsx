import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Bursar } from '@chikoro/contracts';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';

/** Deactivate an active bursar (their sign-in stops at once) or reactivate an inactive one, after a confirmation. */
export function BursarStatusButton() {
  const bursar = useRecordContext<Bursar>();
  const allowed = useCanSend('ChangeBursarStatus');
  const [open, setOpen] = useState(false);
  if (!bursar || !allowed) return null;
  const name = `${bursar.firstName} ${bursar.lastName}`;
  const active = bursar.status === 'Active';
  const action = active ? 'Deactivate' : 'Reactivate';
  return (
    <>
      <Button
        size="small"
        color={active ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        aria-label={`${action} ${name}`}
      >
        {action}
      </Button>
      <CommandDialog
        command="ChangeBursarStatus"
        record={bursar}
        open={open}
        onClose={() => setOpen(false)}
        titleId={`bursar-status-${bursar.id}`}
        title={`${action} ${name}?`}
        initialValues={{ status: active ? 'Inactive' : 'Active' }}
        done={active ? `${name} is inactive` : `${name} is active again`}
        failure="The status could not be changed. Try again."
        confirmLabel={action}
        color={active ? 'error' : 'primary'}
      >
        <DialogContentText>
          {active
            ? `${name} will no longer be able to sign in, and a sign-in they hold now ends. Their payments and receipts stay.`
            : `${name} will be able to sign in again with their password.`}
        </DialogContentText>
      </CommandDialog>
    </>
  );
}
