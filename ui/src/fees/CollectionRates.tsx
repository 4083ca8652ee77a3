import { useState } from 'react';
import {
  Box,
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
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useGetList } from 'react-admin';
import { MAX_PAGE_SIZE, currencies, type CollectionRate, type Currency } from '@chikoro/contracts';
import { useTermChoices } from '../setup/useTerms';
import { CardLine, RowCards, useNarrow } from '../shared/CardList';
import { moneyText } from './money';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A class's figures in one currency: billed, collected and the rate ("45.8 %", or a dash). */
function inCurrency(row: CollectionRate, currency: Currency) {
  const billed = row.billed.find((m) => m.currency === currency);
  const collected = row.collected.find((m) => m.currency === currency);
  const percent = row.rate.find((r) => r.currency === currency)?.percent ?? null;
  if (!billed || !collected) return null;
  return { billed, collected, rate: percent === null ? '—' : `${percent} %` };
}

/** One currency's classes for the chart, in major units (the table keeps the cents). */
const charted = (rows: readonly CollectionRate[], currency: Currency) =>
  rows.flatMap((r) => {
    const figures = inCurrency(r, currency);
    return figures
      ? [
          {
            className: r.className,
            billed: Number(figures.billed.minor) / 100,
            collected: Number(figures.collected.minor) / 100,
          },
        ]
      : [];
  });

/**
 * The collection rate per class: for the chosen term, what each class's families were billed and
 * what they have paid of it so far, per currency, as a bar chart and the rate in percent (a card
 * per class on a phone).
 */
export function CollectionRates() {
  const terms = useTermChoices();
  const [picked, setPicked] = useState('');
  const termId = picked || terms.current?.id || terms.choices.at(-1)?.id || '';
  const narrow = useNarrow('md');
  const { data: rows = [], isPending } = useGetList<CollectionRate>(
    'collection-rates',
    {
      filter: { termId },
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      sort: { field: 'className', order: 'ASC' },
    },
    { enabled: termId !== '' },
  );
  const used = currencies.filter((c) => rows.some((r) => inCurrency(r, c)));
  return (
    <Stack spacing={2}>
      <TextField
        select
        name="termId"
        label="Term"
        value={termId}
        onChange={(e) => setPicked(e.target.value)}
        slotProps={nativeSelect}
        size="small"
        sx={{ width: { xs: '100%', sm: 300 } }}
      >
        {terms.choices.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
            {t.id === terms.current?.id ? ' (current)' : ''}
          </option>
        ))}
      </TextField>
      {!isPending && rows.length === 0 && (
        <Typography color="text.secondary">No class has been billed this term.</Typography>
      )}
      {used.map((currency) => (
        <Box
          key={currency}
          role="figure"
          aria-label={`Billed and collected per class in ${currency}`}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Billed and collected per class ({currency})
          </Typography>
          <Box sx={{ width: '100%', height: 240 }}>
            <ResponsiveContainer>
              <BarChart data={charted(rows, currency)}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="className" />
                <YAxis />
                <Tooltip />
                <Legend />
                <Bar dataKey="billed" name="Billed" fill="#90a4ae" />
                <Bar dataKey="collected" name="Collected" fill="#1b5e20" />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </Box>
      ))}
      {rows.length > 0 &&
        (narrow ? (
          <RowCards
            rows={rows}
            testId="collection-rate-card"
            label="Collection rate per class"
            title={(r) => r.className}
          >
            {(r) => (
              <>
                <CardLine label="Learners">{r.learners}</CardLine>
                {used.map((c) => {
                  const figures = inCurrency(r, c);
                  return figures ? (
                    <CardLine key={c} label={`${c} collected`}>
                      {moneyText(figures.collected)} of {moneyText(figures.billed)}: {figures.rate}
                    </CardLine>
                  ) : null;
                })}
              </>
            )}
          </RowCards>
        ) : (
          <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Collection rate per class">
              <TableHead>
                <TableRow>
                  <TableCell>Class</TableCell>
                  <TableCell align="right">Learners</TableCell>
                  <TableCell>Currency</TableCell>
                  <TableCell align="right">Billed</TableCell>
                  <TableCell align="right">Collected</TableCell>
                  <TableCell align="right">Rate</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.flatMap((r) =>
                  used.flatMap((c) => {
                    const figures = inCurrency(r, c);
                    return figures
                      ? [
                          <TableRow key={`${r.id}:${c}`}>
                            <TableCell>{r.className}</TableCell>
                            <TableCell align="right">{r.learners}</TableCell>
                            <TableCell>{c}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                              {moneyText(figures.billed)}
                            </TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                              {moneyText(figures.collected)}
                            </TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                              {figures.rate}
                            </TableCell>
                          </TableRow>,
                        ]
                      : [];
                  }),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        ))}
      <Typography variant="body2" color="text.secondary">
        Billed is what the class’s families were billed this term (discounts and a sponsor’s part
        left out); collected is what their payments, not reversed, have paid of it so far. Credit
        notes and write-offs are not collections.
      </Typography>
    </Stack>
  );
}
