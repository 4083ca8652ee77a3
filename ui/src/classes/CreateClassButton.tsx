import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { CreateClassInput, classMessages } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError, errorStatus } from '../shared/decisionError';
import { byName, useChoices } from '../shared/useChoices';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Spec 001 §2.7's Create Class popup: a level/grade and a class name. Submit stays disabled until
 * a level is chosen and while the class is being created; a missing field says 'Please fill in
 * all fields' (CreateClassInput's words), a refusal the server's reason, anything else 'Failed to create class'.
 */
export function CreateClassButton() {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const levels = useChoices('levels', byName);
  const [open, setOpen] = useState(false);
  const [levelId, setLevelId] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setLevelId('');
    setName('');
    setError(null);
  };

  const submit = async () => {
    const parsed = CreateClassInput.safeParse({ levelId, name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? classMessages.fillAllFields);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await dataProvider.command('CreateClass', parsed.data);
      notify(`Class ${parsed.data.name} created`, { type: 'success' });
      setBusy(false);
      close();
      refresh();
    } catch (failure) {
      setBusy(false);
      const status = errorStatus(failure);
      setError(status && status >= 400 && status < 500 ? decisionError(failure, classMessages.createFailed) : classMessages.createFailed);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Create Class
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="create-class-title">
        <DialogTitle id="create-class-title">Create Class</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField select name="levelId" label="Level/Grade" value={levelId} onChange={(e) => setLevelId(e.target.value)} slotProps={nativeSelect} fullWidth>
              <option value="">Select a level/grade</option>
              {levels.choices.map((level) => (
                <option key={level.id} value={level.id}>
                  {level.name}
                </option>
              ))}
            </TextField>
            <TextField name="name" label="Class name" placeholder="e.g. Form 1 Blue" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
            {!levels.isPending && levels.choices.length === 0 && <Alert severity="info">Define a level/grade in School Settings first.</Alert>}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy || levelId === ''}>
            {busy ? 'Please wait...' : 'Submit'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
