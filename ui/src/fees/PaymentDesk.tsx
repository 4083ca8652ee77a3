import { useEffect, useState } from 'react';
import {
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import type { FeeAccount } from '@chikoro/contracts';
import { AccountInvoices } from './AccountInvoices';
import { Balances } from './Balances';
import { moneyText } from './money';
import { PaymentList } from './PaymentList';
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
            <PaymentList filter={{ accountId: account.id }} label="Payments" />
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
