import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import { formatSchoolDay, type FeeAccount, type Payment } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { AccountInvoices } from './AccountInvoices';
import { Balances } from './Balances';
import { commandError } from './commandError';
import { moneyText } from './money';
import { downloadReceipt } from './receipts';
import { TakePayment } from './TakePayment';

/** The search box's words once typing pauses. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** "Reverse": the reason is required; the receipt number stays in the register. */
function ReverseDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reverse = async () => {
    setBusy(true);
    try {
      await sendCommand('ReversePayment', { paymentId: payment.id, reason });
      notify(`Payment ${payment.receiptNo} reversed`, { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      setError(commandError(failure, 'The payment was not reversed. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reverse-title"
    >
      <DialogTitle id="reverse-title">Reverse payment {payment.receiptNo}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {moneyText(payment.amount)} on {formatSchoolDay(payment.date)}. The receipt number stays
          in the register, marked reversed.
        </Typography>
        <TextField
          name="reason"
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          minRows={2}
        />
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
        <Button variant="contained" color="error" onClick={() => void reverse()} disabled={busy}>
          {busy ? 'Please wait...' : 'Reverse'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The family's payments, newest receipt first, each with its receipt and, while it stands, Reverse. */
function AccountPayments({ accountId }: { accountId: string }) {
  const [reversing, setReversing] = useState<Payment | null>(null);
  const { data: payments = [] } = useGetList<Payment>('payments', {
    filter: { accountId },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'receiptNo', order: 'DESC' },
  });
  if (payments.length === 0)
    return <Typography color="text.secondary">No payments yet.</Typography>;
  return (
    <Stack spacing={1} component="ul" aria-label="Payments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {payments.map((p) => (
        <Paper component="li" key={p.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{p.receiptNo}</Typography>
            <Chip
              size="small"
              label={p.status}
              color={p.status === 'Reversed' ? 'error' : 'success'}
              variant="outlined"
            />
          </Stack>
          <Typography variant="body2">
            {moneyText(p.amount)} · {p.channel}
            {p.reference ? ` · ${p.reference}` : ''} · {formatSchoolDay(p.date)}
          </Typography>
          {p.reversalReason && (
            <Typography variant="body2" color="text.secondary">
              Reversed: {p.reversalReason}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button size="small" onClick={() => void downloadReceipt(p)}>
              Receipt
            </Button>
            {p.status === 'Recorded' && (
              <Button size="small" color="error" onClick={() => setReversing(p)}>
                Reverse
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      {reversing && <ReverseDialog payment={reversing} onClose={() => setReversing(null)} />}
    </Stack>
  );
}

/** The payment desk: find a learner, see the family's balances per currency, take a payment, print its receipt, reverse one; credit or write off part of an invoice. */
export function PaymentDesk() {
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const [accountId, setAccountId] = useState<string | null>(null);
  const { data: found = [], isPending } = useGetList<FeeAccount>(
    'fee-accounts',
    { filter: { q }, pagination: { page: 1, perPage: 10 }, sort: { field: 'names', order: 'ASC' } },
    { enabled: q.length >= 2 },
  );
  const { data: picked } = useGetList<FeeAccount>(
    'fee-accounts',
    { filter: { studentId: accountId }, pagination: { page: 1, perPage: 1 } },
    { enabled: accountId !== null },
  );
  const account = accountId ? picked?.[0] : undefined;
  return (
    <Stack spacing={2}>
      <TextField
        name="search"
        label="Find a learner"
        placeholder="Name or registration number"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setAccountId(null);
        }}
        size="small"
        sx={{ maxWidth: 420 }}
      />
      {q.length >= 2 && !accountId && !isPending && found.length === 0 && (
        <Typography color="text.secondary">No billed learner matches “{q}”.</Typography>
      )}
      {!accountId && found.length > 0 && (
        <Paper variant="outlined" sx={{ maxWidth: 520 }}>
          <List dense aria-label="Families found">
            {found.map((a) => (
              <ListItemButton key={a.id} onClick={() => setAccountId(a.id)}>
                <ListItemText
                  primary={a.students.map((s) => s.name).join(', ')}
                  secondary={a.balances
                    .map((b) => moneyText({ currency: b.currency, minor: b.balance }))
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {account && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <Paper
            variant="outlined"
            sx={{ p: 2, width: { xs: '100%', md: 440 }, boxSizing: 'border-box' }}
          >
            <Typography variant="h6" component="h2">
              {account.students.map((s) => s.name).join(', ')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {account.students.map((s) => `${s.name}: ${s.className}`).join(' · ')}
            </Typography>
            <Balances balances={account.balances} label="Family balances" />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
              Take a payment
            </Typography>
            <TakePayment key={account.id} account={account} />
          </Paper>
          <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
            <Typography variant="subtitle1" component="h3">
              Payments
            </Typography>
            <AccountPayments accountId={account.id} />
            <Typography variant="subtitle1" component="h3">
              Invoices
            </Typography>
            <AccountInvoices account={account} />
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
