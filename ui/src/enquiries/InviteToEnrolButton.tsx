import { useState } from 'react';
import { Box, Button, DialogContentText } from '@mui/material';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { enquiryStatusMessages, invitationRecipients, type Enquiry } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../schools/decisionError';

/**
 * Invite to enrol: after a confirmation naming who will receive it, the school's admin officer
 * and head are mailed a link to the enrolment form filled in with the enquiry's details. It may
 * be sent again later, as a reminder.
 */
export function InviteToEnrolButton() {
  const record = useRecordContext<Enquiry>();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!record) return null;
  const recipients = invitationRecipients(record);
  const titleId = `invite-to-enrol-${record.id}`;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    setError(null);
    setBusy(true);
    try {
      await dataProvider.command('InviteEnquirerToEnrol', { enquiryId: record.id });
      notify(`Invitation to enrol sent to ${recipients.join(' and ')}`, { type: 'success' });
      setBusy(false);
      setOpen(false);
      refresh();
    } catch (failure) {
      setBusy(false);
      setError(decisionError(failure, enquiryStatusMessages.inviteFailed));
    }
  };

  return (
    <>
      <Button startIcon={<ForwardToInbox />} onClick={() => setOpen(true)}>
        Invite to enrol
      </Button>
      <ConfirmDialog open={open} titleId={titleId} title={`Invite ${record.name} to enrol`} error={error} busy={busy} confirmLabel="Send invitation" wide onClose={close} onConfirm={() => void confirm()}>
        <DialogContentText>
          An invitation from the Chikoro team, with a link to the enrolment form already filled in with this enquiry's details, will be mailed to:
        </DialogContentText>
        <Box component="ul" data-testid="invitation-recipients" sx={{ mt: 1, mb: 0 }}>
          {recipients.map((address) => (
            <li key={address}>{address}</li>
          ))}
        </Box>
      </ConfirmDialog>
    </>
  );
}
