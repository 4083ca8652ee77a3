import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { SchoolClass } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';

/** Delete: a class without students is deleted; one with students is archived, and the admin is told so. */
export function DeleteClassButton() {
  const record = useRecordContext<SchoolClass>();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!record) return null;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await dataProvider.command('DeleteClass', { classId: record.id });
      notify(
        result.outcome === 'Archived'
          ? (result.message ?? `Class ${record.name} archived`)
          : `Class ${record.name} deleted`,
        { type: result.outcome === 'Archived' ? 'info' : 'success' },
      );
      setOpen(false);
      refresh();
    } catch (failure) {
      setError(decisionError(failure, 'The class could not be deleted. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title="Delete class">
        <IconButton
          size="small"
          color="error"
          onClick={() => setOpen(true)}
          aria-label={`Delete class ${record.name}`}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby={`delete-class-${record.id}`}
      >
        <DialogTitle id={`delete-class-${record.id}`}>Delete class {record.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {record.studentCount > 0
              ? `${record.name} has ${record.studentCount} student${record.studentCount === 1 ? '' : 's'}: it will be archived instead of deleted, so their history keeps its class.`
              : `${record.name} has no students: it will be deleted.`}
          </DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
            {record.studentCount > 0 ? 'Archive' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
