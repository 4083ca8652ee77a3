import { useState } from 'react';
import { Box, Button, DialogContentText } from '@mui/material';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import { useRecordContext } from 'react-admin';
import { enquiryStatusMessages, invitationRecipients, type Enquiry } from '@chikoro/contracts';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';

/**
 * Invite to enrol: after a confirmation naming who will receive it, the school's admin officer
 * and head are mailed a link to the enrolment form filled in with the enquiry's details. It may
 * be sent again later, as a reminder.
 */
export function InviteToEnrolButton() {
  const record = useRecordContext<Enquiry>();
  const allowed = useCanSend('InviteEnquirerToEnrol');
  const [open, setOpen] = useState(false);

  if (!record || !allowed) return null;
  const recipients = invitationRecipients(record);

  return (
    <>
      <Button startIcon={<ForwardToInbox />} onClick={() => setOpen(true)}>
        Invite to enrol
      </Button>
      <CommandDialog
        command="InviteEnquirerToEnrol"
        record={record}
        open={open}
        onClose={() => setOpen(false)}
        titleId={`invite-to-enrol-${record.id}`}
        title={`Invite ${record.name} to enrol`}
        done={`Invitation to enrol sent to ${recipients.join(' and ')}`}
        failure={enquiryStatusMessages.inviteFailed}
        confirmLabel="Send invitation"
        wide
      >
        <DialogContentText>
          An invitation from the Chikoro team, with a link to the enrolment form already filled in
          with this enquiry's details, will be mailed to:
        </DialogContentText>
        <Box component="ul" data-testid="invitation-recipients" sx={{ mt: 1, mb: 0 }}>
          {recipients.map((address) => (
            <li key={address}>{address}</li>
          ))}
        </Box>
      </CommandDialog>
    </>
  );
}
