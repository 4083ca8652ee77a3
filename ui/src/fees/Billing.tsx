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
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { CommandAnswer } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { useTermChoices } from '../setup/useTerms';
import { commandError } from './commandError';
import { totalsOf, totalsText } from './money';

type Run = CommandAnswer<'RunBilling'>;

/** ", 2 learners with discounts (USD 90.00 off)": what the run's discounts take off, if any. */
function discountsText(run: Run): string {
  const discounted = run.learners.filter((l) => l.lines.some((line) => line.discount));
  if (discounted.length === 0) return '';
  const off = totalsOf(
    discounted.flatMap((l) =>
      l.lines.flatMap((line) => (line.discount ? [line.discount.amount] : [])),
    ),
  );
  return `, ${discounted.length} with discounts (${totalsText(off)} off)`;
}
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Billing a term: a dry run shows each class's learners and totals; the run issues the invoices. */
export function Billing() {
  const notify = useNotify();
  const terms = useTermChoices();
  const [picked, setPicked] = useState('');
  const termId = picked || terms.current?.id || '';
  const [run, setRun] = useState<Run | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const bill = async (dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendCommand('RunBilling', { termId, dryRun });
      setRun(answer);
      if (!dryRun)
        notify(
          `${answer.learners.length} invoice${answer.learners.length === 1 ? '' : 's'} issued`,
          { type: 'success' },
        );
    } catch (failure) {
      setError(commandError(failure, 'Billing did not run. Try again.'));
    } finally {
      setBusy(false);
    }
  };

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
          onChange={(e) => {
            setPicked(e.target.value);
            setRun(null);
          }}
          slotProps={nativeSelect}
          size="small"
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
          sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <Button variant="outlined" onClick={() => void bill(true)} disabled={!termId || busy}>
            Dry run
          </Button>
          <Button
            variant="contained"
            onClick={() => void bill(false)}
            disabled={!termId || busy || !run?.dryRun || run.learners.length === 0}
          >
            Bill the term
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Run a dry run first: it shows what each class would be billed and issues nothing. Billing
        issues one invoice per learner from the approved schedule; running it again bills only
        learners enrolled since.
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {run && (
        <Alert severity={run.dryRun ? 'info' : 'success'} role="status">
          {run.dryRun ? 'Dry run' : 'Billed'} from version {run.version}: {run.learners.length}{' '}
          learner{run.learners.length === 1 ? '' : 's'} {run.dryRun ? 'would be billed' : 'billed'}
          {discountsText(run)}
          {run.alreadyBilled > 0 ? `, ${run.alreadyBilled} billed before` : ''}.
        </Alert>
      )}
      {run && run.classes.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Totals per class">
            <TableHead>
              <TableRow>
                <TableCell>Class</TableCell>
                <TableCell align="right">Learners</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.classes.map((c) => (
                <TableRow key={c.classId}>
                  <TableCell>{c.className}</TableCell>
                  <TableCell align="right">{c.learners}</TableCell>
                  <TableCell align="right">{totalsText(c.totals)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
