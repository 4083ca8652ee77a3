import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
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
import { useGetList, useNotify, useRefresh } from 'react-admin';
import {
  currencies,
  decimalAmount,
  formatSchoolDay,
  type CashSession,
  type WireMoney,
} from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { getSession } from '../auth/session';
import { CardLine, useNarrow } from '../shared/CardList';
import { CommandFormDialog, CommandTextField } from '../shared/CommandFormDialog';
import { commandError } from './commandError';
import { moneyText, totalsText } from './money';

const time = (iso: string) =>
  `${formatSchoolDay(iso.slice(0, 10))} ${new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Harare',
  })}`;
const minorOf = (typed: unknown) => decimalAmount.safeParse(typed);
const listed = (money: readonly WireMoney[] | null) => (money ? totalsText(money) : '—');
/** The amount of one currency in a list of totals, or a dash when it has none. */
const inCurrency = (money: readonly WireMoney[] | null, currency: string) => {
  const found = money?.find((m) => m.currency === currency);
  return found ? moneyText(found) : '—';
};

/**
 * A phone's cash sessions: one card each, with the cashier, when it opened and closed, and per
 * currency what was expected, counted and the variance.
 */
function SessionCards({ sessions }: { sessions: CashSession[] }) {
  return (
    <Stack
      spacing={1}
      component="ul"
      aria-label="Cash sessions"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {sessions.map((s) => {
        const used = currencies.filter((c) =>
          [...s.expected, ...(s.counted ?? [])].some((m) => m.currency === c),
        );
        return (
          <Paper
            key={s.id}
            variant="outlined"
            component="li"
            sx={{ p: 1.5, overflowWrap: 'anywhere' }}
            data-testid="cash-session-card"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="p">
                {s.cashierName ?? s.cashierId}
              </Typography>
              {s.status === 'Open' && (
                <Chip size="small" label="Open" color="success" variant="outlined" />
              )}
            </Stack>
            <CardLine label="Opened">{time(s.openedAt)}</CardLine>
            <CardLine label="Closed">{s.closedAt ? time(s.closedAt) : 'Not yet'}</CardLine>
            <CardLine label="Payments">{s.payments}</CardLine>
            {used.length === 0 && <CardLine label="Expected">Nothing yet</CardLine>}
            {used.map((c) => (
              <Stack
                key={c}
                component="section"
                aria-label={`${c} in the session`}
                sx={{ mt: 1 }}
                data-testid={`cash-session-${c}`}
              >
                <Typography variant="subtitle2" component="p">
                  {c}
                </Typography>
                <CardLine label="Expected">{inCurrency(s.expected, c)}</CardLine>
                <CardLine label="Counted">{inCurrency(s.counted, c)}</CardLine>
                <CardLine label="Variance">{inCurrency(s.variance, c)}</CardLine>
              </Stack>
            ))}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** "Close session": what was counted, typed per currency ("125.50"); expected and variance are the server's. */
function CloseDialog({ session, onClose }: { session: CashSession; onClose(): void }) {
  return (
    <CommandFormDialog
      command="CloseCashSession"
      open
      onClose={onClose}
      titleId="close-session-title"
      title="Close cash session"
      initialValues={{}}
      formValues={Object.fromEntries(currencies.map((c) => [c, '']))}
      toInput={(values) => ({
        sessionId: session.id,
        counted: currencies
          .filter((c) => String(values[c] ?? '').trim() !== '')
          .map((c) => {
            const minor = minorOf(values[c]);
            return { currency: c, minor: minor.success ? minor.data : String(values[c]) };
          }),
      })}
      refine={(values) =>
        Object.fromEntries(
          currencies.map((c) => {
            const typed = String(values[c] ?? '').trim();
            const minor = minorOf(typed);
            return [c, typed === '' || minor.success ? undefined : minor.error.issues[0]?.message];
          }),
        )
      }
      done={() => 'Cash session closed'}
      failure="The session was not closed. Try again."
      submitLabel="Close session"
    >
      <Typography variant="body2">
        Expected so far: {totalsText(session.expected)}. Type what you counted in each currency the
        session took.
      </Typography>
      {currencies.map((c) => (
        <CommandTextField
          key={c}
          name={c}
          label={`Counted ${c}`}
          placeholder="0.00"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ))}
    </CommandFormDialog>
  );
}

/**
 * The Cash-up tab's cash sessions: open one, close your own with what you counted per currency,
 * and every session with expected, counted and the variance (a card each on a phone).
 */
export function CashSessions() {
  const notify = useNotify();
  const refresh = useRefresh();
  const me = getSession()?.userId ?? null;
  const [closing, setClosing] = useState<CashSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const narrow = useNarrow('md');
  const { data: sessions = [] } = useGetList<CashSession>('cash-sessions', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'openedAt', order: 'DESC' },
  });
  const mine = sessions.find((s) => s.status === 'Open' && s.cashierId === me);
  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendCommand('OpenCashSession', {});
      notify('Cash session opened', { type: 'success' });
      refresh();
    } catch (failure) {
      setError(commandError(failure, 'The session was not opened. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          Cash sessions
        </Typography>
        {mine ? (
          <Button variant="contained" onClick={() => setClosing(mine)}>
            Close session
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void open()} disabled={busy}>
            Open session
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {sessions.length === 0 ? (
        <Typography color="text.secondary">No cash sessions yet.</Typography>
      ) : narrow ? (
        <SessionCards sessions={sessions} />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Cash sessions">
            <TableHead>
              <TableRow>
                <TableCell>Cashier</TableCell>
                <TableCell>Opened</TableCell>
                <TableCell>Closed</TableCell>
                <TableCell>Payments</TableCell>
                <TableCell>Expected</TableCell>
                <TableCell>Counted</TableCell>
                <TableCell>Variance</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.cashierName ?? s.cashierId}</TableCell>
                  <TableCell>{time(s.openedAt)}</TableCell>
                  <TableCell>
                    {s.closedAt ? (
                      time(s.closedAt)
                    ) : (
                      <Chip size="small" label="Open" color="success" variant="outlined" />
                    )}
                  </TableCell>
                  <TableCell>{s.payments}</TableCell>
                  <TableCell>{listed(s.expected)}</TableCell>
                  <TableCell>{listed(s.counted)}</TableCell>
                  <TableCell>{listed(s.variance)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {closing && <CloseDialog session={closing} onClose={() => setClosing(null)} />}
    </Stack>
  );
}
