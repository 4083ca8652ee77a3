import { useState } from 'react';
import { DialogContentText, IconButton, TextField, Tooltip } from '@mui/material';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import EditIcon from '@mui/icons-material/Edit';
import { useDataProvider, useNotify, useRefresh, useRecordContext } from 'react-admin';
import { ResolveEnquiryInput, enquiryStatusMessages, type Enquiry } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';

/** The server's user-facing detail when it gave one, otherwise the dialog's own sentence. */
function failureText(error: unknown, fallback: string): string {
  const detail = (error as { body?: { detail?: unknown } } | null)?.body?.detail;
  return typeof detail === 'string' && detail.trim() ? detail : fallback;
}

/**
 * Edit Status: a pending enquiry is resolved with a comment (required, the server's own rule);
 * a resolved one is reopened, with an optional comment saying why.
 */
export function EditStatusButton() {
  const record = useRecordContext<Enquiry>();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!record) return null;
  const resolving = record.status === 'Pending';
  const titleId = `edit-status-${record.id}`;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setComment('');
    setCommentError(null);
    setError(null);
  };

  const confirm = async () => {
    let body: Record<string, unknown> = { enquiryId: record.id, comment };
    if (resolving) {
      const parsed = ResolveEnquiryInput.shape.comment.safeParse(comment);
      if (!parsed.success) {
        setCommentError(parsed.error.issues[0]?.message ?? enquiryStatusMessages.commentRequired);
        return;
      }
      body = { enquiryId: record.id, comment: parsed.data };
    } else if (!comment.trim()) body = { enquiryId: record.id };
    setCommentError(null);
    setError(null);
    setBusy(true);
    try {
      await dataProvider.command(resolving ? 'ResolveEnquiry' : 'ReopenEnquiry', body);
      notify(resolving ? `The enquiry from ${record.name} is resolved` : `The enquiry from ${record.name} is pending again`, { type: 'success' });
      setBusy(false);
      close();
      refresh();
    } catch (failure) {
      setBusy(false);
      setError(failureText(failure, resolving ? enquiryStatusMessages.resolveFailed : enquiryStatusMessages.reopenFailed));
      // Changed elsewhere meanwhile: show the current status behind the message.
      if ((failure as { status?: number }).status === 409) refresh();
    }
  };

  return (
    <>
      <Tooltip title="Edit status">
        <IconButton size="small" onClick={() => setOpen(true)} aria-label={`Edit status of ${record.name}`}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        titleId={titleId}
        title={resolving ? `Resolve the enquiry from ${record.name}` : `Reopen the enquiry from ${record.name}`}
        error={error}
        busy={busy}
        color={resolving ? 'success' : 'warning'}
        confirmLabel={resolving ? 'Mark as Resolved' : 'Reopen'}
        wide
        onClose={close}
        onConfirm={() => void confirm()}
      >
        <DialogContentText sx={{ mb: 2 }}>
          {resolving
            ? 'Say how the enquiry was answered; the comment shows in the School Details.'
            : `Resolved with the comment: “${record.superadminComment ?? ''}”. Reopen it if it needs more work; say why if you like.`}
        </DialogContentText>
        <TextField
          name="comment"
          label={resolving ? 'Comment' : 'Comment (optional)'}
          required={resolving}
          fullWidth
          multiline
          minRows={3}
          autoFocus
          value={comment}
          error={Boolean(commentError)}
          helperText={commentError}
          onChange={(event) => setComment(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
