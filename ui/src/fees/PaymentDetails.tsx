import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { FieldValues } from 'react-hook-form';
import { mobileMoneyChannels, type PaymentDetails } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';
import { CommandFormDialog, CommandTextField } from '../shared/CommandFormDialog';
import { commandError } from './commandError';

const walletNames: Record<(typeof mobileMoneyChannels)[number], string> = {
  ECOCASH: 'EcoCash',
  ONEMONEY: 'OneMoney',
  INNBUCKS: 'InnBucks',
};

/** GET /api/payment-details: the reader's school's details (null until set), and a way to read them again. */
export function usePaymentDetails() {
  const [state, setState] = useState<{
    details?: PaymentDetails | null;
    error?: unknown;
  }>({});
  const reload = useCallback(() => {
    apiFetch('/api/payment-details').then(
      ({ json }) => setState({ details: (json as { details: PaymentDetails | null }).details }),
      (error: unknown) => setState({ error }),
    );
  }, []);
  useEffect(reload, [reload]);
  return { ...state, reload };
}

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Typography>
  );
}

/** How to pay: the bank account, each mobile-money wallet and the school's notes. */
export function HowToPay({ details }: { details: PaymentDetails }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="how-to-pay">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        How to pay
      </Typography>
      <Stack spacing={1.5}>
        {details.bankName && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              Bank transfer
            </Typography>
            <Line label="Bank" value={details.bankName} />
            <Line label="Account name" value={details.accountName} />
            <Line label="Account number" value={details.accountNumber} />
            <Line label="Branch" value={details.branch} />
          </Box>
        )}
        {details.mobileMoney.map((w) => (
          <Box key={`${w.channel}-${w.merchantCode}`}>
            <Typography variant="subtitle2" component="h4">
              {walletNames[w.channel]}
            </Typography>
            <Line label="Merchant code / number" value={w.merchantCode} />
            <Line label="Name" value={w.name} />
          </Box>
        ))}
        {details.notes && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {details.notes}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

const walletFields = (details: PaymentDetails | null | undefined): FieldValues =>
  Object.fromEntries(
    mobileMoneyChannels.flatMap((channel) => {
      const wallet = details?.mobileMoney.find((w) => w.channel === channel);
      return [
        [`${channel}-code`, wallet?.merchantCode ?? ''],
        [`${channel}-name`, wallet?.name ?? ''],
      ];
    }),
  );

/** The form's values as ChangePaymentDetails takes them: a wallet with a code or a name is sent. */
function toInput(values: FieldValues): FieldValues {
  const { bankName, accountName, accountNumber, branch, notes } = values;
  const mobileMoney = mobileMoneyChannels
    .filter(
      (c) => String(values[`${c}-code`] ?? '').trim() || String(values[`${c}-name`] ?? '').trim(),
    )
    .map((channel) => ({
      channel,
      merchantCode: values[`${channel}-code`],
      name: values[`${channel}-name`],
    }));
  return { bankName, accountName, accountNumber, branch, notes, mobileMoney };
}

/** The admin's "How to pay" tab: what the school's parents and students are shown, and its form. */
export function PaymentDetailsPanel() {
  const { details, error, reload } = usePaymentDetails();
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Parents see these details on their Fees page, so they know where to pay.
      </Typography>
      <Button
        variant="contained"
        startIcon={<EditIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
        disabled={details === undefined && !error}
      >
        Change payment details
      </Button>
      {Boolean(error) && (
        <Alert severity="error">
          {commandError(error, 'The payment details could not be loaded.')}
        </Alert>
      )}
      {details === null && (
        <Typography color="text.secondary">No payment details set yet.</Typography>
      )}
      {details && <HowToPay details={details} />}
      {open && (
        <CommandFormDialog
          command="ChangePaymentDetails"
          open={open}
          onClose={() => setOpen(false)}
          titleId="payment-details-title"
          title="Payment details"
          maxWidth="sm"
          initialValues={{
            bankName: details?.bankName ?? '',
            accountName: details?.accountName ?? '',
            accountNumber: details?.accountNumber ?? '',
            branch: details?.branch ?? '',
            notes: details?.notes ?? '',
          }}
          formValues={walletFields(details)}
          toInput={toInput}
          done={() => 'Payment details saved'}
          onSent={() => {
            setOpen(false);
            reload();
          }}
          failure="Failed to save the payment details. Try again."
          submitLabel="Save"
        >
          <CommandTextField name="bankName" label="Bank" />
          <CommandTextField name="accountName" label="Account name" />
          <CommandTextField name="accountNumber" label="Account number" />
          <CommandTextField name="branch" label="Branch (optional)" />
          {mobileMoneyChannels.map((channel) => (
            <Stack key={channel} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <CommandTextField
                name={`${channel}-code`}
                label={`${walletNames[channel]} merchant code / number`}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <CommandTextField name={`${channel}-name`} label={`${walletNames[channel]} name`} />
            </Stack>
          ))}
          <CommandTextField name="notes" label="Notes (optional)" multiline minRows={2} />
        </CommandFormDialog>
      )}
    </Stack>
  );
}
