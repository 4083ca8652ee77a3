import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { apiBlob } from '../api/httpClient';
import { saveBlob } from '../reportcards/api';

/**
 * The confirm step before a class's sign-in sheet: printing issues a new code to every active
 * student of the class (each recorded), retires their earlier codes, and the codes are never shown
 * again, so the sheet is the only copy.
 */
export function SignInCodesDialog({
  klass,
  file,
  onClose,
}: {
  klass: { id: string; name: string };
  file: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const issue = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(
        await apiBlob(`/api/classes/${klass.id}/sign-in-codes.pdf`, undefined, 'POST'),
        file,
      );
      onClose();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The codes could not be issued. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="sign-in-codes-title">
      <DialogTitle id="sign-in-codes-title">Sign-in codes for {klass.name}</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>
          Printing gives every active student of {klass.name} a new one-time code, and each code
          issued is recorded in the school’s audit log. Any code a student was given before stops
          working.
        </DialogContentText>
        <DialogContentText>
          The codes are on this sheet only and cannot be shown again: keep it safe and hand each
          student their own. A code works once, for 14 days.
        </DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void issue()}>
          Issue codes and print
        </Button>
      </DialogActions>
    </Dialog>
  );
}
