import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { FeeBalance } from '@chikoro/contracts';
import { moneyText } from './money';

/** Billed, paid, credit on account, credit notes and write-offs, and the balance owed, one row per currency. */
export function Balances({ balances, label }: { balances: readonly FeeBalance[]; label: string }) {
  const m = (b: FeeBalance, minor: string) => moneyText({ currency: b.currency, minor });
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>Billed</TableCell>
          <TableCell>Paid</TableCell>
          <TableCell>Credit</TableCell>
          <TableCell>Credited / written off</TableCell>
          <TableCell>Balance</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {balances.map((b) => (
          <TableRow key={b.currency}>
            <TableCell>{m(b, b.billed)}</TableCell>
            <TableCell>{m(b, b.paid)}</TableCell>
            <TableCell>{m(b, b.credit)}</TableCell>
            <TableCell>{m(b, b.adjusted)}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{m(b, b.balance)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
