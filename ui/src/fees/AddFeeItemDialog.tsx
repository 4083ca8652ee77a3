import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotify, useRefresh } from 'react-admin';
import { DefineFeeItemInput, currencies, decimalAmount, feeCategories } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { commandError } from './commandError';
import { categoryLabel } from './labels';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * "Add fee item": name, category, currency, amount as typed ("125.00", to minor units exactly by
 * the contracts' decimalAmount) and due date; every level pays it. A bad field shows the schema's
 * message and sends nothing; a refusal shows the server's.
 */
export function AddFeeItemDialog({
  termId,
  defaultDueDate,
}: {
  termId: string;
  defaultDueDate: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [category, setCategory] = useState<string>('TUITION');
  const [currency, setCurrency] = useState<string>('USD');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState(defaultDueDate);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = () => {
    setName('');
    setCategory('TUITION');
    setCurrency('USD');
    setAmount('');
    setDueDate(defaultDueDate);
    setError(null);
    setOpen(true);
  };

  const submit = async () => {
    const minor = decimalAmount.safeParse(amount);
    if (!minor.success) return setError(minor.error.issues[0]?.message ?? 'Check the amount');
    const parsed = DefineFeeItemInput.safeParse({
      termId,
      name,
      category,
      amount: { currency, minor: minor.data },
      dueDate,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the fee item');
    setError(null);
    setBusy(true);
    try {
      await sendCommand('DefineFeeItem', parsed.data);
      setBusy(false);
      setOpen(false);
      notify(`Fee item ${parsed.data.name} added`, { type: 'success' });
      refresh();
    } catch (failure) {
      setBusy(false);
      setError(commandError(failure, 'Failed to add the fee item. Try again.'));
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={start} disabled={!termId}>
        Add fee item
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="add-fee-item-title"
      >
        <DialogTitle id="add-fee-item-title">Add fee item</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              name="name"
              label="Name"
              placeholder="e.g. Tuition"
              value={name}
              onChange={(e) => setName(e.target.value)}
              fullWidth
            />
            <TextField
              select
              name="category"
              label="Category"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              slotProps={nativeSelect}
              fullWidth
            >
              {feeCategories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField
                select
                name="currency"
                label="Currency"
                value={currency}
                onChange={(e) => setCurrency(e.target.value)}
                slotProps={nativeSelect}
                sx={{ minWidth: 100 }}
              >
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </TextField>
              <TextField
                name="amount"
                label="Amount"
                placeholder="125.00"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            </Stack>
            <TextField
              name="dueDate"
              type="date"
              label="Due date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {busy ? 'Please wait...' : 'Add'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
