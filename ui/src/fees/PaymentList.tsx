import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import { formatSchoolDay, type Payment } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { commandError } from './commandError';
import { moneyText } from './money';
import { downloadReceipt } from './receipts';

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

/**
 * Payments, newest receipt first (a family's, or the sponsors'), each with its receipt and, while
 * it stands, Reverse; `payer` names who paid on each.
 */
export function PaymentList({
  filter,
  label,
  payer = false,
}: {
  filter: Record<string, unknown>;
  label: string;
  payer?: boolean;
}) {
  const [reversing, setReversing] = useState<Payment | null>(null);
  const { data: payments = [] } = useGetList<Payment>('payments', {
    filter,
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'receiptNo', order: 'DESC' },
  });
  if (payments.length === 0)
    return <Typography color="text.secondary">No payments yet.</Typography>;
  return (
    <Stack spacing={1} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
            {payer ? `${p.payerName} · ` : ''}
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
