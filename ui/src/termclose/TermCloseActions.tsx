import { useState } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { TermCloseReport } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { CommandFormDialog, CommandTextField } from '../shared/CommandFormDialog';

/** Close the term (after a confirmation), or reopen a closed one with a reason. */
export function TermCloseActions({
  report,
  onChanged,
}: {
  report: TermCloseReport;
  onChanged(): void;
}) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await sendCommand('CloseTerm', { termId: report.termId });
      notify(`${report.termName} closed: its marks and registers are locked`, { type: 'success' });
      setConfirming(false);
      onChanged();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The term could not be closed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return report.status === 'Open' ? (
    <>
      <Button
        variant="contained"
        color="warning"
        startIcon={<LockIcon />}
        onClick={() => setConfirming(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Close term
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        aria-labelledby="close-term-title"
      >
        <DialogTitle id="close-term-title">{`Close ${report.termName}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Marks of the term can no longer be recorded or corrected, and its registers can no
            longer be taken or corrected, by anyone, until you reopen the term with a reason.
          </DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" color="warning" onClick={() => void close()} disabled={busy}>
            {busy ? 'Please wait...' : 'Close term'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  ) : (
    <>
      <Button
        variant="outlined"
        startIcon={<LockOpenIcon />}
        onClick={() => setReopening(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Reopen term
      </Button>
      <CommandFormDialog
        command="ReopenTerm"
        open={reopening}
        onClose={() => setReopening(false)}
        titleId="reopen-term-title"
        title={`Reopen ${report.termName}`}
        initialValues={{ termId: report.termId, reason: '' }}
        done={() => {
          onChanged();
          return `${report.termName} reopened`;
        }}
        failure="The term could not be reopened. Try again."
        maxWidth="sm"
      >
        <CommandTextField
          name="reason"
          label="Reason"
          placeholder="e.g. Late Mathematics marks"
          multiline
          minRows={2}
        />
      </CommandFormDialog>
    </>
  );
}
