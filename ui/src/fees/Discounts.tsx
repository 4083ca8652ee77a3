import {
  Alert,
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
import { useGetList } from 'react-admin';
import { discountKindNames, type Discount } from '@chikoro/contracts';
import { CardLine, RowCards, useNarrow } from '../shared/CardList';
import { commandError } from './commandError';
import { categoryLabel } from './labels';
import { moneyText } from './money';
import { EndDiscountButton, GrantDiscountDialog } from './DiscountDialogs';

/** "10 % off Tuition" or "USD 25.00 a term off Tuition, Levy" */
const sizeText = (d: Discount) =>
  `${d.amount ? `${moneyText(d.amount)} a term` : `${d.percent} %`} off ${d.categories.map(categoryLabel).join(', ')}`;
const termsText = (d: Discount) =>
  d.toTermName ? `${d.fromTermName} to ${d.toTermName}` : `${d.fromTermName} on`;

function Status({ d }: { d: Discount }) {
  return d.status === 'Ended' ? (
    <Chip size="small" label="Ended" title={d.endReason ?? undefined} />
  ) : (
    <EndDiscountButton discount={d} />
  );
}

function DiscountList({ discounts, narrow }: { discounts: Discount[]; narrow: boolean }) {
  if (discounts.length === 0)
    return <Typography color="text.secondary">No discounts granted yet.</Typography>;
  if (narrow)
    return (
      <RowCards rows={discounts} testId="discount-card" title={(d) => d.studentName}>
        {(d) => (
          <>
            <CardLine label="Kind">{discountKindNames[d.kind]}</CardLine>
            <CardLine label="Discount">{sizeText(d)}</CardLine>
            <CardLine label="Terms">{termsText(d)}</CardLine>
            <CardLine label="Approved by">{d.approvedBy}</CardLine>
            {d.reason && <CardLine label="Reason">{d.reason}</CardLine>}
            <Status d={d} />
          </>
        )}
      </RowCards>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Discounts">
        <TableHead>
          <TableRow>
            <TableCell>Learner</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Discount</TableCell>
            <TableCell>Terms</TableCell>
            <TableCell>Approved by</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {discounts.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{d.studentName}</TableCell>
              <TableCell>{discountKindNames[d.kind]}</TableCell>
              <TableCell>{sizeText(d)}</TableCell>
              <TableCell>{termsText(d)}</TableCell>
              <TableCell>{d.approvedBy}</TableCell>
              <TableCell>{d.reason ?? ''}</TableCell>
              <TableCell>
                <Status d={d} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The school's discounts: grant one to a learner found by typing, each with its kind, size, terms,
 * approver and reason, and end one that runs. Billing takes them off before any sponsor's split.
 */
export function Discounts() {
  const narrow = useNarrow('md');
  const discounts = useGetList<Discount>('discounts', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'studentName', order: 'ASC' },
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <GrantDiscountDialog />
      </Stack>
      {discounts.error && (
        <Alert severity="error">
          {commandError(discounts.error, 'The discounts could not be loaded.')}
        </Alert>
      )}
      {!discounts.isPending && <DiscountList discounts={discounts.data ?? []} narrow={narrow} />}
    </Stack>
  );
}
