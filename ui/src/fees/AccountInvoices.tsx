import { useState } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { decimalAmount, formatSchoolDay, type FeeAccount, type Invoice } from '@chikoro/contracts';
import { CommandFormDialog, CommandSelect, CommandTextField } from '../shared/CommandFormDialog';
import { totalsOf, totalsText } from './money';

type Adjusting = { invoice: Invoice; command: 'IssueCreditNote' | 'WriteOff' };

const minorOf = (typed: unknown) => decimalAmount.safeParse(typed);

/**
 * "Credit note" / "Write off" on one invoice: the currency (one the invoice owes in), the amount as
 * typed and the reason. The server keeps it within what the invoice still owes.
 */
function AdjustDialog({ adjusting, onClose }: { adjusting: Adjusting; onClose(): void }) {
  const { invoice, command } = adjusting;
  const owing = invoice.owed.filter((o) => BigInt(o.minor) > 0n);
  const credit = command === 'IssueCreditNote';
  return (
    <CommandFormDialog
      command={command}
      open
      onClose={onClose}
      titleId="adjust-invoice-title"
      title={`${credit ? 'Credit note' : 'Write off'}: ${invoice.studentName}, ${invoice.termName}`}
      initialValues={{ amount: '', reason: '' }}
      formValues={{ currency: owing[0]?.currency ?? invoice.totals[0]?.currency ?? 'USD' }}
      toInput={({ currency, amount, ...values }) => {
        const minor = minorOf(amount);
        return {
          ...values,
          invoiceId: invoice.id,
          amount: { currency, minor: minor.success ? minor.data : amount },
        };
      }}
      refine={({ amount }) => {
        const minor = minorOf(amount);
        return { amount: minor.success ? undefined : minor.error.issues[0]?.message };
      }}
      done={() => (credit ? 'Credit note issued' : 'Amount written off')}
      failure={
        credit
          ? 'The credit note was not issued. Try again.'
          : 'Nothing was written off. Try again.'
      }
      submitLabel={credit ? 'Issue credit note' : 'Write off'}
    >
      <Typography variant="body2">Still owed: {totalsText(invoice.owed)}</Typography>
      <Stack direction="row" spacing={2}>
        <CommandSelect
          name="currency"
          label="Currency"
          choices={invoice.totals.map((t) => ({ id: t.currency, name: t.currency }))}
          sx={{ minWidth: 100 }}
        />
        <CommandTextField
          name="amount"
          label="Amount"
          placeholder="50.00"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      <CommandTextField name="reason" label="Reason" multiline minRows={2} />
    </CommandFormDialog>
  );
}

/** The family's invoices, each with what it still owes and, while it owes, Credit note and Write off. */
export function AccountInvoices({ account }: { account: FeeAccount }) {
  const [adjusting, setAdjusting] = useState<Adjusting | null>(null);
  const { data: invoices = [] } = useGetList<Invoice>('invoices', {
    filter: { studentId: account.students.map((s) => s.id) },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'dueDate', order: 'DESC' },
  });
  if (invoices.length === 0)
    return <Typography color="text.secondary">No invoices yet.</Typography>;
  return (
    <Stack spacing={1} component="ul" aria-label="Invoices" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {invoices.map((i) => {
        const owes = i.owed.some((o) => BigInt(o.minor) > 0n);
        const shared = i.lines.some((l) => l.sponsor || l.discount);
        const discounted = i.lines.flatMap((l) => (l.discount ? [l.discount.amount] : []));
        return (
          <Paper component="li" key={i.id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {i.studentName} · {i.termName}
            </Typography>
            <Typography variant="body2">
              Billed {totalsText(i.totals)}
              {discounted.length > 0 && ` less discounts ${totalsText(totalsOf(discounted))}`}
              {shared && ` (the family's part ${totalsText(i.familyTotals)})`} · due{' '}
              {formatSchoolDay(i.dueDate)}
            </Typography>
            <Typography variant="body2">Still owed: {totalsText(i.owed)}</Typography>
            {owes && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  size="small"
                  onClick={() => setAdjusting({ invoice: i, command: 'IssueCreditNote' })}
                >
                  Credit note
                </Button>
                <Button
                  size="small"
                  color="warning"
                  onClick={() => setAdjusting({ invoice: i, command: 'WriteOff' })}
                >
                  Write off
                </Button>
              </Stack>
            )}
          </Paper>
        );
      })}
      {adjusting && <AdjustDialog adjusting={adjusting} onClose={() => setAdjusting(null)} />}
    </Stack>
  );
}
