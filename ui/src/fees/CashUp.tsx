import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
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
import PrintIcon from '@mui/icons-material/Print';
import { formatSchoolDay, type CashUp as CashUpFigures } from '@chikoro/contracts';
import { apiBlob, apiFetch } from '../api/httpClient';
import { saveBlob } from '../reportcards/api';
import { CashSessions } from './CashSessions';
import { commandError, harareToday } from './commandError';
import { moneyText } from './money';

const scroll = { overflowX: 'auto' } as const;

/** The day's cash-up: what the desk took by channel and currency with the receipts, the totals, and that day's reversals apart; printable; and the cash sessions. */
export function CashUp() {
  const [date, setDate] = useState(harareToday());
  const [figures, setFigures] = useState<CashUpFigures | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const controller = new AbortController();
    setError(null);
    apiFetch(`/api/fee-cash-up?date=${date}`, { signal: controller.signal })
      .then((res) => setFigures(res.json as CashUpFigures))
      .catch((e: unknown) => {
        if (!controller.signal.aborted)
          setError(commandError(e, 'The cash-up could not be loaded.'));
      });
    return () => controller.abort();
  }, [date]);
  const print = () => {
    setError(null);
    apiBlob(`/api/fee-cash-up.pdf?date=${date}`)
      .then((blob) => saveBlob(blob, `cash-up-${date}.pdf`))
      .catch((e: unknown) => setError(commandError(e, 'The PDF could not be made. Try again.')));
  };
  const shown = figures?.date === date ? figures : null;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="date"
          label="Day"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <Button variant="contained" startIcon={<PrintIcon />} onClick={print}>
          Print cash-up
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {shown && (
        <>
          <Typography>
            {shown.receipts
              ? `${formatSchoolDay(shown.date)}: receipts ${shown.receipts.first} to ${shown.receipts.last} (${shown.receipts.count})`
              : `No payments were taken on ${formatSchoolDay(shown.date)}.`}
          </Typography>
          {shown.payments.length > 0 && (
            <TableContainer component={Paper} variant="outlined" sx={scroll}>
              <Table size="small" aria-label="Payments by channel">
                <TableHead>
                  <TableRow>
                    <TableCell>Channel and receipts</TableCell>
                    <TableCell align="right">Count</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.payments.map((g) => (
                    <TableRow key={`${g.channel}-${g.currency}`}>
                      <TableCell>
                        {g.channel}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {g.firstReceipt === g.lastReceipt
                            ? g.firstReceipt
                            : `${g.firstReceipt} to ${g.lastReceipt}`}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{g.count}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {moneyText({ currency: g.currency, minor: g.total })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {shown.totals.length > 0 && (
            <TableContainer component={Paper} variant="outlined" sx={scroll}>
              <Table size="small" aria-label="Totals per currency">
                <TableHead>
                  <TableRow>
                    <TableCell align="right">Taken</TableCell>
                    <TableCell align="right">Reversed</TableCell>
                    <TableCell align="right">Net</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.totals.map((t) => (
                    <TableRow key={t.currency}>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {moneyText({ currency: t.currency, minor: t.taken })} ({t.count})
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {moneyText({ currency: t.currency, minor: t.reversed })}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {moneyText({ currency: t.currency, minor: t.net })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Reversals made this day
            </Typography>
            {shown.reversals.length === 0 ? (
              <Typography color="text.secondary">None.</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
                {shown.reversals.map((r) => (
                  <li key={r.paymentId}>
                    Receipt {r.receiptNo} of {formatSchoolDay(r.paymentDate)}, {r.payerName},{' '}
                    {r.channel} {moneyText(r.amount)}: {r.reason}
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        </>
      )}
      <CashSessions />
    </Stack>
  );
}
