import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useGetList } from 'react-admin';
import {
  formatSchoolDay,
  type FeeStatementLine,
  type MyFees,
  type Payment,
} from '@chikoro/contracts';
import { Balances } from './Balances';
import { commandError } from './commandError';
import { moneyText } from './money';
import { HowToPay, usePaymentDetails } from './PaymentDetails';
import { downloadReceipt } from './receipts';

/** The child's statement: each invoice, payment and reversal with the running balance of its currency. */
function Statement({ studentId }: { studentId: string }) {
  const { data: lines = [], isPending } = useGetList<FeeStatementLine>('fee-statements', {
    filter: { studentId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  if (!isPending && lines.length === 0)
    return <Typography color="text.secondary">Nothing on the statement yet.</Typography>;
  const m = (l: FeeStatementLine, minor: string) =>
    minor === '0' ? '' : moneyText({ currency: l.currency, minor });
  return (
    // A region the keyboard can reach: on a phone the statement scrolls sideways.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Statement lines">
      <Table size="small" aria-label="Statement" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Details</TableCell>
            <TableCell align="right">Charged</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Balance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSchoolDay(l.date)}</TableCell>
              <TableCell>{l.description}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {m(l, l.debit)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {m(l, l.credit)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {moneyText({ currency: l.currency, minor: l.balance })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The payments taken for the child, each receipt to download. */
function Receipts({ studentId }: { studentId: string }) {
  const { data: payments = [], isPending } = useGetList<Payment>('payments', {
    filter: { studentId },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'receiptNo', order: 'DESC' },
  });
  const [error, setError] = useState<string | null>(null);
  if (!isPending && payments.length === 0)
    return <Typography color="text.secondary">No payments yet.</Typography>;
  return (
    <Stack spacing={1} component="ul" aria-label="Receipts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {error && <Alert severity="error">{error}</Alert>}
      {payments.map((p) => (
        <Paper
          component="li"
          key={p.id}
          variant="outlined"
          sx={{
            p: 1,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2">
            <strong>{p.receiptNo}</strong> · {moneyText(p.amount)} · {formatSchoolDay(p.date)}
            {p.status === 'Reversed' ? ' · reversed' : ''}
          </Typography>
          <Button
            size="small"
            onClick={() =>
              downloadReceipt(p).catch((e: unknown) =>
                setError(commandError(e, 'The receipt could not be downloaded.')),
              )
            }
          >
            Download
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}

/** One child at one school: the balance per currency, the statement and the receipts. */
function ChildFees({ child }: { child: MyFees }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {child.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {child.schoolName ?? 'School'} · {child.className}
        </Typography>
        <Balances balances={child.balances} label={`Balances of ${child.name}`} />
        <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
          Statement
        </Typography>
        <Statement studentId={child.id} />
        <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1 }}>
          Receipts
        </Typography>
        <Receipts studentId={child.id} />
      </CardContent>
    </Card>
  );
}

/** The parent's Fees Management page (spec 001 §2.13): each child at each school of the family, and how to pay their school. */
export function ParentFeesPage() {
  const {
    data: children = [],
    isPending,
    error,
  } = useGetList<MyFees>('my-fees', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'schoolName', order: 'ASC' },
  });
  const { details } = usePaymentDetails();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title="Fees Management" />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Fees
      </Typography>
      {error && (
        <Alert severity="error">{commandError(error, 'The fees could not be loaded.')}</Alert>
      )}
      {!isPending && children.length === 0 && (
        <Typography color="text.secondary">
          No fees have been billed to your children yet.
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children.map((c) => (
          <ChildFees key={c.id} child={c} />
        ))}
      </Box>
      {details && (
        <Box sx={{ mt: 2, maxWidth: 540 }}>
          <HowToPay details={details} />
        </Box>
      )}
    </Box>
  );
}
