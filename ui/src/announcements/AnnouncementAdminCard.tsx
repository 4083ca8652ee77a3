import { useState } from 'react';
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
import type { Announcement } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { CardLine } from '../shared/CardList';
import { formatDate, formatDateTime } from '../shared/dates';
import { decisionError } from '../shared/decisionError';
import { AnnouncementFormDialog } from './AnnouncementFormDialog';
import { ReceiptsDialog, SentDialog } from './ReceiptsDialog';
import { capitalised } from './words';

function WithdrawDialog({
  record,
  open,
  onClose,
}: {
  record: Announcement;
  open: boolean;
  onClose(): void;
}) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await dataProvider.command('WithdrawAnnouncement', { announcementId: record.id });
      notify(`Announcement '${record.title}' withdrawn`, { type: 'success' });
      onClose();
      refresh();
    } catch (refusal) {
      notify(decisionError(refusal, 'The announcement could not be withdrawn. Try again.'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="withdraw-title">
      <DialogTitle id="withdraw-title">Withdraw '{record.title}'?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          It leaves the portals and bells of everyone it reached. Mails and SMS already sent cannot
          be recalled.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void withdraw()} disabled={busy}>
          Withdraw
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Open = 'edit' | 'withdraw' | 'reads' | 'sent' | null;

/** One announcement in the communications centre: what, to whom, when; read receipts, what was sent, edit, withdraw. */
export function AnnouncementAdminCard() {
  const record = useRecordContext<Announcement>();
  const [open, setOpen] = useState<Open>(null);
  if (!record) return null;
  const live = record.status === 'Posted';
  const close = () => setOpen(null);
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {record.title} {!live && <Chip size="small" label="Withdrawn" variant="outlined" />}{' '}
        {record.eventDate && (
          <Chip size="small" color="secondary" label={`Event ${formatDate(record.eventDate)}`} />
        )}
      </Typography>
      <CardLine label="To">{capitalised(record.audienceLabel)}</CardLine>
      <CardLine label="Posted">
        {formatDateTime(record.postedAt)}
        {record.editedAt ? ` (edited ${formatDateTime(record.editedAt)})` : ''}
      </CardLine>
      <CardLine label="Read by">
        {record.delivered
          ? `${record.readCount ?? 0} of ${record.recipientCount ?? 0}`
          : 'Being delivered…'}
      </CardLine>
      <Typography
        variant="body2"
        sx={{
          mt: 1,
          whiteSpace: 'pre-line',
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {record.body}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        <Button
          size="small"
          onClick={() => setOpen('reads')}
          aria-label={`Read receipts of ${record.title}`}
        >
          Read receipts
        </Button>
        <Button
          size="small"
          onClick={() => setOpen('sent')}
          aria-label={`Sent messages of ${record.title}`}
        >
          Sent messages
        </Button>
        {live && (
          <Button size="small" onClick={() => setOpen('edit')} aria-label={`Edit ${record.title}`}>
            Edit
          </Button>
        )}
        {live && (
          <Button
            size="small"
            color="error"
            onClick={() => setOpen('withdraw')}
            aria-label={`Withdraw ${record.title}`}
          >
            Withdraw
          </Button>
        )}
      </Box>
      {open === 'edit' && <AnnouncementFormDialog open record={record} onClose={close} />}
      {open === 'withdraw' && <WithdrawDialog open record={record} onClose={close} />}
      {open === 'reads' && <ReceiptsDialog open record={record} onClose={close} />}
      {open === 'sent' && <SentDialog open record={record} onClose={close} />}
    </>
  );
}
