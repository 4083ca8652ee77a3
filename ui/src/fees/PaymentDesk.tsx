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
import { studentStatuses, type FeeAccount, type FeeLearner } from '@chikoro/contracts';
import { AccountInvoices } from './AccountInvoices';
import { Balances } from './Balances';
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

/** Every status, so a withdrawn or graduated learner who still owes is found too. */
const everyStatus = { status: [...studentStatuses] };

/** The family's account as the desk shows it: its learners (billed or not, the one picked first) and its balances, if any. */
function useFamily(picked: FeeLearner | null): FeeAccount | undefined {
  const accountId = picked?.accountId ?? null;
  const { data: learners } = useGetList<FeeLearner>(
    'fee-learners',
    {
      filter: { ...everyStatus, accountId },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: accountId !== null },
  );
  const { data: accounts } = useGetList<FeeAccount>(
    'fee-accounts',
    { filter: { accountId }, pagination: { page: 1, perPage: 1 } },
    { enabled: accountId !== null },
  );
  if (!picked || !learners || !accounts) return undefined;
  const family = [picked, ...learners.filter((l) => l.id !== picked.id)];
  return {
    id: picked.accountId,
    schoolId: picked.schoolId,
    students: family.map((l) => ({
      id: l.id,
      name: l.name,
      className: l.className ?? '',
      registrationNumber: l.registrationNumber,
    })),
    balances: accounts[0]?.balances ?? [],
  };
}

/** The payment desk: find any learner, see the family's balances per currency, take a payment (ahead of billing it is credit), print its receipt, reverse one; credit or write off part of an invoice. */
export function PaymentDesk() {
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const [picked, setPicked] = useState<FeeLearner | null>(null);
  const { data: found = [], isPending } = useGetList<FeeLearner>(
    'fee-learners',
    {
      filter: { ...everyStatus, q },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: q.length >= 2 },
  );
  const account = useFamily(picked);
  return (
    <Stack spacing={2}>
      <TextField
        name="search"
        label="Find a learner"
        placeholder="Name or registration number"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPicked(null);
        }}
        size="small"
        sx={{ maxWidth: 420 }}
      />
      {q.length >= 2 && !picked && !isPending && found.length === 0 && (
        <Typography color="text.secondary">No learner matches “{q}”.</Typography>
      )}
      {!picked && found.length > 0 && (
        <Paper variant="outlined" sx={{ maxWidth: 520 }}>
          <List dense aria-label="Learners found">
            {found.map((l) => (
              <ListItemButton key={l.id} onClick={() => setPicked(l)}>
                <ListItemText
                  primary={l.name}
                  secondary={[
                    l.registrationNumber,
                    l.className,
                    l.status === 'Active' ? null : l.status,
                  ]
                    .filter(Boolean)
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
              {account.students
                .map((s) => (s.className ? `${s.name}: ${s.className}` : s.name))
                .join(' · ')}
            </Typography>
            {account.balances.length === 0 ? (
              <Typography color="text.secondary">
                Nothing billed or paid yet: a payment now is credit on the family’s account.
              </Typography>
            ) : (
              <Balances balances={account.balances} label="Family balances" />
            )}
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
