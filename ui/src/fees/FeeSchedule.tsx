import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import { formatMoney, formatSchoolDay, fromWire, type FeeItem } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { useTermChoices } from '../setup/useTerms';
import { AddFeeItemDialog } from './AddFeeItemDialog';
import { commandError, harareToday } from './commandError';
import { categoryLabel, payersLabel } from './labels';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A confirmation before a command; its refusal shows in the dialog. */
function ConfirmCommand({
  title,
  text,
  label,
  send,
  onClose,
}: {
  title: string;
  text: string;
  label: string;
  send: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await send();
      onClose();
    } catch (failure) {
      setError(commandError(failure, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="fees-confirm-title">
      <DialogTitle id="fees-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Please wait...' : label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const StatusChip = ({ item }: { item: FeeItem }) => (
  <Chip
    size="small"
    label={item.status}
    color={item.status === 'Approved' ? 'success' : 'default'}
    variant={item.status === 'Approved' ? 'filled' : 'outlined'}
  />
);

/** The term's fee schedule: its items (newest draft and approved alike), adding an item, removing a draft one, approving the schedule. */
export function FeeSchedule() {
  const notify = useNotify();
  const refresh = useRefresh();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const terms = useTermChoices();
  const [picked, setPicked] = useState('');
  const termId = picked || terms.current?.id || '';
  const term = terms.records.find((t) => t.id === termId);
  const {
    data: items = [],
    isPending,
    error,
  } = useGetList<FeeItem>(
    'fee-items',
    {
      filter: { termId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'dueDate', order: 'ASC' },
    },
    { enabled: termId !== '' },
  );
  const [removing, setRemoving] = useState<FeeItem | null>(null);
  const [approving, setApproving] = useState(false);
  const drafts = items.filter((i) => i.status === 'Draft').length;

  const remove = (item: FeeItem) => async () => {
    await sendCommand('RemoveFeeItem', { termId, feeItemId: item.id });
    notify(`Fee item ${item.name} removed`, { type: 'success' });
    refresh();
  };
  const approve = async () => {
    await sendCommand('ApproveFeeSchedule', { termId });
    notify('Fee schedule approved', { type: 'success' });
    refresh();
  };

  const removeButton = (item: FeeItem) =>
    item.status === 'Draft' && (
      <IconButton aria-label={`Remove ${item.name}`} onClick={() => setRemoving(item)} size="small">
        <DeleteIcon fontSize="small" />
      </IconButton>
    );

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          name="termId"
          label="Term"
          value={termId}
          onChange={(e) => setPicked(e.target.value)}
          slotProps={nativeSelect}
          size="small"
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 300 }, flex: 'none' }}
        >
          {terms.choices.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
              {t.id === terms.current?.id ? ' (current)' : ''}
            </option>
          ))}
        </TextField>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            flexWrap: 'wrap',
            rowGap: 1,
            flexShrink: 0,
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          <AddFeeItemDialog
            key={termId}
            termId={termId}
            defaultDueDate={term?.startDate ?? harareToday()}
          />
          <Button
            variant="outlined"
            onClick={() => setApproving(true)}
            disabled={!termId || drafts === 0}
          >
            Approve schedule
          </Button>
        </Stack>
      </Stack>
      {!terms.isPending && terms.choices.length === 0 && (
        <Alert severity="info">Add a term in School Settings first.</Alert>
      )}
      {error && (
        <Alert severity="error">{commandError(error, 'The fee items could not be loaded.')}</Alert>
      )}
      {termId && !isPending && items.length === 0 && (
        <Typography color="text.secondary">No fee items in this term yet.</Typography>
      )}
      {items.length > 0 && narrow && (
        <Stack
          spacing={1}
          component="ul"
          aria-label="Fee items"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((item) => (
            <Paper component="li" key={item.id} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <StatusChip item={item} />
                  {removeButton(item)}
                </Stack>
              </Stack>
              <Typography variant="body2">
                {formatMoney(fromWire(item.amount))} · {categoryLabel(item.category)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Due {formatSchoolDay(item.dueDate)} · {payersLabel(item.payers)} · version{' '}
                {item.version}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
      {items.length > 0 && !narrow && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Fee items">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Category</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Due date</TableCell>
                <TableCell>Who pays</TableCell>
                <TableCell align="right">Version</TableCell>
                <TableCell>Status</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.name}</TableCell>
                  <TableCell>{categoryLabel(item.category)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(fromWire(item.amount))}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatSchoolDay(item.dueDate)}
                  </TableCell>
                  <TableCell>{payersLabel(item.payers)}</TableCell>
                  <TableCell align="right">{item.version}</TableCell>
                  <TableCell>
                    <StatusChip item={item} />
                  </TableCell>
                  <TableCell padding="checkbox">{removeButton(item)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {removing && (
        <ConfirmCommand
          title="Remove fee item"
          text={`Remove ${removing.name} from the draft schedule?`}
          label="Remove"
          send={remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
      {approving && (
        <ConfirmCommand
          title="Approve schedule"
          label="Approve"
          text={`Approve the fee schedule of ${term ? terms.choices.find((t) => t.id === termId)?.name : 'this term'} with its ${items.length} items? Invoices will be billed from this version; later changes start a new draft.`}
          send={approve}
          onClose={() => setApproving(false)}
        />
      )}
    </Stack>
  );
}
