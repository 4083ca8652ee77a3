import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useDataProvider, useRefresh } from 'react-admin';
import type { ImportKind } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';
import { importWords } from './words';

interface Props {
  batchId: string;
  kind: ImportKind;
  /** Which import, for the button's accessible name where several are listed. */
  name?: string;
  /** The records the batch created or added to: what undo takes back. */
  records: number;
  onUndone(undone: number): void;
  /** Told while the undo runs, so the dialog is not closed under it. */
  onBusy?(busy: boolean): void;
}

/**
 * UndoImport for one batch, after a confirmation naming what goes back. A refusal (a record the
 * batch made was changed since) is shown as the server words it, and nothing is undone.
 */
export function UndoImportButton({ batchId, kind, name, records, onUndone, onBusy }: Props) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const words = importWords[kind];

  const undo = async () => {
    setBusy(true);
    onBusy?.(true);
    setRefusal(null);
    try {
      const answer = await dataProvider.command('UndoImport', { batchId });
      setConfirming(false);
      onUndone(answer.undone);
      refresh();
    } catch (failure) {
      setRefusal(decisionError(failure, `This import could not be undone. Try again.`));
      setConfirming(false);
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {confirming ? (
        <Alert
          severity="warning"
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              <Button
                color="inherit"
                size="small"
                onClick={() => setConfirming(false)}
                disabled={busy}
              >
                Cancel
              </Button>
              <Button
                color="warning"
                variant="contained"
                size="small"
                onClick={() => void undo()}
                disabled={busy}
              >
                Yes, undo
              </Button>
            </Box>
          }
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
        >
          {words.undo(records)}
        </Alert>
      ) : (
        <Box>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<UndoIcon />}
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-label={name ? `Undo this import: ${name}` : undefined}
          >
            Undo this import
          </Button>
        </Box>
      )}
      {refusal && (
        <Alert severity="error" role="alert" data-testid="undo-refusal">
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
