import { useState } from 'react';
import {
  Alert,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList } from 'react-admin';
import { formatSchoolDay, type ExchangeRate } from '@chikoro/contracts';
import { CommandFormDialog, CommandTextField } from '../shared/CommandFormDialog';
import { commandError, harareToday } from './commandError';

/** "Record rate": the day, ZiG per 1 US dollar and where the rate comes from (RecordExchangeRate's schema). */
function RecordRateDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Record rate
      </Button>
      <CommandFormDialog
        command="RecordExchangeRate"
        open={open}
        onClose={() => setOpen(false)}
        titleId="record-rate-title"
        title="Record rate"
        initialValues={{ date: harareToday(), rate: '', source: 'RBZ interbank rate' }}
        toInput={(values) => ({ ...values, base: 'USD', quote: 'ZWG' })}
        done={(_answer, sent) => `Rate of ${formatSchoolDay(String(sent.date))} recorded`}
        failure="Failed to record the rate. Try again."
        submitLabel="Record"
      >
        <CommandTextField
          name="date"
          type="date"
          label="Date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <CommandTextField
          name="rate"
          label="ZWG per 1 USD"
          placeholder="26.7834"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <CommandTextField name="source" label="Source" />
      </CommandFormDialog>
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
