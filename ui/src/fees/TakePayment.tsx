import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useRefresh } from 'react-admin';
import {
  PayerEmail,
  PayerPhone,
  decimalAmount,
  paymentChannels,
  type FeeAccount,
  type PaymentChannel,
} from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { getSession } from '../auth/session';
import { commandError, harareToday } from './commandError';
import { downloadReceipt } from './receipts';
import { channelLabels } from './channels';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const channels = channelLabels;

/** Takes a payment for a family: the learner it is for, the amount and currency, how it was paid, the day, and the payer's own phone and email for the receipt. */
export function TakePayment({ account }: { account: FeeAccount }) {
  const refresh = useRefresh();
  const [studentId, setStudentId] = useState(account.students[0]?.id ?? '');
  const [currency, setCurrency] = useState<'USD' | 'ZWG'>('USD');
  const [amount, setAmount] = useState('');
  const [channel, setChannel] = useState<PaymentChannel>('CASH');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(harareToday());
  const [payerPhone, setPayerPhone] = useState('');
  const [payerEmail, setPayerEmail] = useState('');
  const [contactError, setContactError] = useState<{ phone?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState<{ id: string; receiptNo: string } | null>(null);

  const take = async () => {
    const minor = decimalAmount.safeParse(amount);
    if (!minor.success) return setError(minor.error.issues[0]?.message ?? 'Check the amount');
    // The payer's phone and email are checked as the server checks them, so the message shows under the field.
    const phone = PayerPhone.safeParse(payerPhone);
    const email = PayerEmail.safeParse(payerEmail);
    setContactError({
      phone: phone.error?.issues[0]?.message,
      email: email.error?.issues[0]?.message,
    });
    if (!phone.success || !email.success) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await sendCommand('RecordPayment', {
        studentId,
        amount: { currency, minor: minor.data },
        channel,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
        ...(date !== harareToday() ? { date } : {}),
        ...(phone.data ? { payerPhone: phone.data } : {}),
        ...(email.data ? { payerEmail: email.data } : {}),
      });
      setTaken({ id: answer.paymentId, receiptNo: answer.receiptNo });
      setAmount('');
      setReference('');
      setPayerPhone('');
      setPayerEmail('');
      refresh();
    } catch (failure) {
      setError(commandError(failure, 'The payment was not taken. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      spacing={1.5}
      component="form"
      aria-label="Take a payment"
      onSubmit={(e) => {
        e.preventDefault();
        void take();
      }}
    >
      <TextField
        select
        name="studentId"
        label="For"
        value={studentId}
        onChange={(e) => setStudentId(e.target.value)}
        slotProps={nativeSelect}
        size="small"
      >
        {account.students.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.className})
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: '100px minmax(0, 1fr)', gap: 1 }}>
        <TextField
          select
          name="currency"
          label="Currency"
          value={currency}
          onChange={(e) => setCurrency(e.target.value as 'USD' | 'ZWG')}
          slotProps={nativeSelect}
          size="small"
        >
          <option value="USD">USD</option>
          <option value="ZWG">ZWG</option>
        </TextField>
        <TextField
          name="amount"
          label="Amount"
          placeholder="125.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          name="channel"
          label="Paid by"
          value={channel}
          onChange={(e) => setChannel(e.target.value as PaymentChannel)}
          slotProps={nativeSelect}
          size="small"
          fullWidth
        >
          {paymentChannels.map((c) => (
            <option key={c} value={c}>
              {channels[c]}
            </option>
          ))}
        </TextField>
        <TextField
          name="reference"
          label={channel === 'CASH' ? 'Reference (optional)' : 'Reference'}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          size="small"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          name="payerPhone"
          label="Payer's phone (for the receipt)"
          placeholder="0772 123 456"
          value={payerPhone}
          onChange={(e) => setPayerPhone(e.target.value)}
          error={Boolean(contactError.phone)}
          helperText={contactError.phone ?? 'Optional: the receipt is sent there by SMS'}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
        />
        <TextField
          name="payerEmail"
          label="Payer's email"
          value={payerEmail}
          onChange={(e) => setPayerEmail(e.target.value)}
          error={Boolean(contactError.email)}
          helperText={contactError.email ?? 'Optional'}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
        />
      </Stack>
      {/* Only the school's admin may back-date a payment: a bursar's is taken today (the service refuses otherwise). */}
      {getSession()?.role === 'ADMIN' && (
        <TextField
          name="date"
          type="date"
          label="Date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Today unless the payment is back-dated"
        />
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {taken && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button size="small" onClick={() => void downloadReceipt(taken)}>
              Print receipt
            </Button>
          }
        >
          Payment taken: receipt {taken.receiptNo}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy || !studentId}>
        {busy ? 'Please wait...' : 'Take payment'}
      </Button>
    </Stack>
  );
}
