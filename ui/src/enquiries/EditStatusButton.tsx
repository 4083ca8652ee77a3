import { useState } from 'react';
import { DialogContentText, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { TextInput, useRecordContext } from 'react-admin';
import { enquiryStatusMessages, type Enquiry } from '@chikoro/contracts';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';

/**
 * Edit Status: a pending enquiry is resolved with a comment (required, ResolveEnquiryInput's
 * rule); a resolved one is reopened, with an optional comment saying why.
 */
export function EditStatusButton() {
  const record = useRecordContext<Enquiry>();
  const resolving = record?.status === 'Pending';
  const allowed = useCanSend(resolving ? 'ResolveEnquiry' : 'ReopenEnquiry');
  const [open, setOpen] = useState(false);

  if (!record || !allowed) return null;
  const dialog = {
    record,
    initialValues: { comment: '' },
    open,
    onClose: () => setOpen(false),
    titleId: `edit-status-${record.id}`,
    wide: true,
  };
  const comment = (
    <TextInput
      source="comment"
      label={resolving ? 'Comment' : 'Comment (optional)'}
      isRequired={resolving}
      multiline
      minRows={3}
      autoFocus
      helperText={false}
    />
  );

  return (
    <>
      <Tooltip title="Edit status">
        <IconButton
          size="small"
          onClick={() => setOpen(true)}
          aria-label={`Edit status of ${record.name}`}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {resolving ? (
        <CommandDialog
          {...dialog}
          command="ResolveEnquiry"
          title={`Resolve the enquiry from ${record.name}`}
          done={`The enquiry from ${record.name} is resolved`}
          failure={enquiryStatusMessages.resolveFailed}
          color="success"
          confirmLabel="Mark as Resolved"
        >
          <DialogContentText sx={{ mb: 2 }}>
            Say how the enquiry was answered; the comment shows in the School Details.
          </DialogContentText>
          {comment}
        </CommandDialog>
      ) : (
        <CommandDialog
          {...dialog}
          command="ReopenEnquiry"
          title={`Reopen the enquiry from ${record.name}`}
          done={`The enquiry from ${record.name} is pending again`}
          failure={enquiryStatusMessages.reopenFailed}
          color="warning"
          confirmLabel="Reopen"
        >
          <DialogContentText sx={{ mb: 2 }}>
            Resolved with the comment: “{record.superadminComment ?? ''}”. Reopen it if it needs
            more work; say why if you like.
          </DialogContentText>
          {comment}
        </CommandDialog>
      )}
    </>
  );
}
