import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  LinearProgress,
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
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { currencies, formatSchoolDay, type Collection, type Currency } from '@chikoro/contracts';
import { fetchAll } from '../api/fetchAll';
import { commandError, harareToday } from './commandError';
import { moneyText } from './money';

/** The day `days` before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** One currency's collections per day, in major units for the chart (the table keeps the cents). */
function perDay(rows: readonly Collection[], currency: Currency) {
  const days = new Map<string, bigint>();
  for (const r of rows.filter((x) => x.currency === currency))
    days.set(r.date, (days.get(r.date) ?? 0n) + BigInt(r.total.minor));
  return [...days]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, minor]) => ({ date: date.slice(5), amount: Number(minor) / 100 }));
}

/** Collections per day: a chart per currency (never added across currencies), and by channel and cashier below. */
export function Collections() {
  const [dateTo, setDateTo] = useState(harareToday());
  const [dateFrom, setDateFrom] = useState(daysBefore(harareToday(), 29));
  // Every page of the period (a busy month has more rows than a page holds), in day order.
  const [rows, setRows] = useState<Collection[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setRows(null);
    fetchAll<Collection>('collections', { dateFrom, dateTo })
      .then((all) => {
        if (!current) return;
        setRows(all);
        setError(null);
      })
      .catch((e: unknown) => {
        if (current) setError(commandError(e, 'The collections could not be read. Try again.'));
      });
    return () => {
      current = false;
    };
  }, [dateFrom, dateTo]);
  if (error) return <Alert severity="error">{error}</Alert>;
  const charted = currencies.filter((c) => rows?.some((r) => r.currency === c));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          type="date"
          label="From"
          value={dateFrom}
          onChange={(e) => setDateFrom(e.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          value={dateTo}
          onChange={(e) => setDateTo(e.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {rows === null && <LinearProgress />}
      {rows?.length === 0 && (
        <Typography color="text.secondary">Nothing collected in these days.</Typography>
      )}
      {charted.map((currency) => (
        <Box key={currency} role="figure" aria-label={`Collections per day in ${currency}`}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Collections per day ({currency})
          </Typography>
          <Box sx={{ width: '100%', height: 220 }}>
            <ResponsiveContainer>
              <BarChart data={perDay(rows ?? [], currency)}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" />
                <YAxis />
                <Tooltip />
                <Bar dataKey="amount" name={currency} fill="#1b5e20" />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </Box>
      ))}
      {rows && rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Collections">
            <TableHead>
              <TableRow>
                <TableCell>Day</TableCell>
                <TableCell>Channel</TableCell>
                <TableCell>Cashier</TableCell>
                <TableCell align="right">Payments</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSchoolDay(r.date)}</TableCell>
                  <TableCell>{r.channel}</TableCell>
                  <TableCell>{r.cashierName ?? '—'}</TableCell>
                  <TableCell align="right">{r.count}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {moneyText(r.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
