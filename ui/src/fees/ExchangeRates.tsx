import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import { RecordExchangeRateInput, formatSchoolDay, type ExchangeRate } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { commandError, harareToday } from './commandError';

/** "Record rate": the day, ZiG per 1 US dollar and where the rate comes from. */
function RecordRateDialog() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [rate, setRate] = useState('');
  const [source, setSource] = useState('RBZ interbank rate');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = () => {
    setDate(harareToday());
    setRate('');
    setError(null);
    setOpen(true);
  };
  const submit = async () => {
    const parsed = RecordExchangeRateInput.safeParse({
      date,
      base: 'USD',
      quote: 'ZWG',
      rate,
      source,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the rate');
    setError(null);
    setBusy(true);
    try {
      await sendCommand('RecordExchangeRate', parsed.data);
      setBusy(false);
      setOpen(false);
      notify(`Rate of ${formatSchoolDay(parsed.data.date)} recorded`, { type: 'success' });
      refresh();
    } catch (failure) {
      setBusy(false);
      setError(commandError(failure, 'Failed to record the rate. Try again.'));
    }
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={start}
        sx={{ alignSelf: 'flex-start' }}
      >
        Record rate
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="record-rate-title"
      >
        <DialogTitle id="record-rate-title">Record rate</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              name="date"
              type="date"
              label="Date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              name="rate"
              label="ZWG per 1 USD"
              placeholder="26.7834"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
            />
            <TextField
              name="source"
              label="Source"
              value={source}
              onChange={(e) => setSource(e.target.value)}
              fullWidth
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {busy ? 'Please wait...' : 'Record'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The school's official rates, newest day first, each with the rate it corrected. */
export function ExchangeRates() {
  const {
    data: rates = [],
    isPending,
    error,
  } = useGetList<ExchangeRate>('exchange-rates', {
    pagination: { page: 1, perPage: 60 },
    sort: { field: 'date', order: 'DESC' },
  });
  return (
    <Stack spacing={2}>
      <RecordRateDialog />
      {error && (
        <Alert severity="error">{commandError(error, 'The rates could not be loaded.')}</Alert>
      )}
      {!isPending && rates.length === 0 && (
        <Typography color="text.secondary">No rates recorded yet.</Typography>
      )}
      {rates.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Exchange rates">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell align="right">ZWG per 1 USD</TableCell>
                <TableCell>Source</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSchoolDay(r.date)}</TableCell>
                  <TableCell align="right">
                    {r.rate}
                    {r.previousRate && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        was {r.previousRate}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{r.source}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
