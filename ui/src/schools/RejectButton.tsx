import { useState } from 'react';
import { Button, DialogContentText, TextField } from '@mui/material';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useRecordContext } from 'react-admin';
import { RejectSchoolInput, type EnrolmentRequest } from '@chikoro/contracts';
import { stopPropagation } from './ApproveButton';
import { useDecision } from './useDecision';

const rejectFailed = 'Error rejecting school. Please try again.';

/** Reject a pending school; the reason is required (the server's own rule, same message). */
export function RejectButton() {
  const record = useRecordContext<EnrolmentRequest>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { decide, busy, error, clearError } = useDecision(rejectFailed);

  if (!record || record.status !== 'PENDING') return null;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setReason('');
    setReasonError(null);
    clearError();
  };
  const confirm = async () => {
    const parsed = RejectSchoolInput.shape.reason.safeParse(reason);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setReasonError(null);
    if (await decide('RejectSchool', { schoolId: record.id, reason: parsed.data }, `${record.name} is rejected`)) {
      setOpen(false);
      setReason('');
    }
  };

  return (
    <span onClick={stopPropagation}>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Reject
      </Button>
      <ConfirmDialog open={open} titleId={`reject-${record.id}`} title={`Reject ${record.name}?`} error={error} busy={busy} color="error" wide onClose={close} onConfirm={() => void confirm()}>
        <DialogContentText sx={{ mb: 2 }}>Say why, so the school knows what to change before enrolling again.</DialogContentText>
        <TextField
          name="reason"
          label="Reason"
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          value={reason}
          error={Boolean(reasonError)}
          helperText={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </span>
  );
}
