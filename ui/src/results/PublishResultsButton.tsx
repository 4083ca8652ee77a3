import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { resultMessages } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';
import { useNarrow } from '../shared/CardList';
import { useReadiness } from './readiness';
import { StillEmptyWarning } from './StillEmptyWarning';

/**
 * Publish results of the class and term chosen in the list's filters, after a confirmation that
 * says what the cards would still show empty (a warning: the admin may publish anyway); no
 * keystroke publishes. Publishing again re-issues only the cards that changed.
 */
export function PublishResultsButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { classId, termId } = filterValues as { classId?: string; termId?: string };
  const narrow = useNarrow('sm');
  const readiness = useReadiness(classId, termId, open);

  async function publish() {
    // The dialog opens once both are chosen.
    if (!classId || !termId) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await dataProvider.command('PublishResults', { classId, termId });
      notify(result.appended === 0 ? resultMessages.noChange : 'Results published', {
        type: 'success',
      });
      setOpen(false);
      refresh();
    } catch (error) {
      setFailure(decisionError(error, 'The results could not be published. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="contained"
        disabled={!classId || !termId}
        onClick={() => setOpen(true)}
        title={!classId || !termId ? 'Choose a class and a term first' : undefined}
      >
        Publish results
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="sm"
        fullWidth
        fullScreen={narrow}
        aria-labelledby="publish-results-title"
      >
        <DialogTitle id="publish-results-title">Publish results</DialogTitle>
        <DialogContent>
          <DialogContentText>{resultMessages.publishConfirm}</DialogContentText>
          {readiness.loading && !readiness.data && (
            <LinearProgress sx={{ mt: 2 }} aria-label="Checking what is still empty" />
          )}
          {readiness.data && <StillEmptyWarning readiness={readiness.data} />}
          {readiness.failure && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {readiness.failure}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={busy} onClick={() => void publish()}>
            {busy ? 'Please wait...' : 'Publish'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
