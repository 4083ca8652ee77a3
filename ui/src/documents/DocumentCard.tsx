import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  documentMessages,
  documentVisibilityLabels,
  type DocumentVisibility,
  type SchoolDocument,
} from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { CardLine } from '../shared/CardList';
import { formatDate } from '../shared/dates';
import { decisionError } from '../shared/decisionError';
import { downloadDocument, fileSize } from './download';

function RemoveDialog({ record, onClose }: { record: SchoolDocument; onClose(): void }) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.command('RemoveDocument', { documentId: record.id });
      notify(documentMessages.removed(record.title), { type: 'success' });
      onClose();
      refresh();
    } catch (refusal) {
      notify(decisionError(refusal, 'The document could not be removed. Try again.'), {
        type: 'error',
      });
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="remove-document-title">
      <DialogTitle id="remove-document-title">Remove '{record.title}'?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Nobody will see it in the school's documents any more. The audit log keeps its history.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const other = (v: DocumentVisibility): DocumentVisibility => (v === 'STAFF' ? 'FAMILIES' : 'STAFF');

/**
 * One document: its title, what it is, who may see it and its file; download for every reader,
 * and for the admin (`manage`) sharing it the other way and removing it.
 */
export function DocumentCard({
  manage = false,
  showVisibility = true,
}: {
  manage?: boolean;
  showVisibility?: boolean;
}) {
  const record = useRecordContext<SchoolDocument>();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const download = () =>
    downloadDocument(record).catch((failure: unknown) =>
      notify(decisionError(failure, 'The file could not be downloaded. Try again.'), {
        type: 'error',
      }),
    );
  const share = async () => {
    setBusy(true);
    const visibility = other(record.visibility);
    try {
      await dataProvider.command('ChangeDocumentVisibility', { documentId: record.id, visibility });
      notify(
        documentMessages.visibilityChanged(record.title, documentVisibilityLabels[visibility]),
        { type: 'success' },
      );
      refresh();
    } catch (refusal) {
      notify(decisionError(refusal, 'Who may see it could not be changed. Try again.'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0 }}
        >
          {record.title}
        </Typography>
        {showVisibility && (
          <Chip
            size="small"
            label={documentVisibilityLabels[record.visibility]}
            color={record.visibility === 'FAMILIES' ? 'primary' : 'default'}
            variant="outlined"
          />
        )}
      </Box>
      {record.description && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {record.description}
        </Typography>
      )}
      <CardLine label="File">
        {record.fileName} ({fileSize(record.size)})
      </CardLine>
      <CardLine label="Added">{formatDate(record.uploadedAt)}</CardLine>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          aria-label={`Download ${record.title}`}
        >
          Download
        </Button>
        {manage && (
          <Button
            size="small"
            disabled={busy}
            onClick={() => void share()}
            aria-label={`${record.visibility === 'STAFF' ? 'Share with families' : 'Make staff only'}: ${record.title}`}
          >
            {record.visibility === 'STAFF' ? 'Share with families' : 'Make staff only'}
          </Button>
        )}
        {manage && (
          <Button
            size="small"
            color="error"
            onClick={() => setRemoving(true)}
            aria-label={`Remove ${record.title}`}
          >
            Remove
          </Button>
        )}
      </Box>
      {removing && <RemoveDialog record={record} onClose={() => setRemoving(false)} />}
    </>
  );
}
