import { useState } from 'react';
import { Button } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Stack } from '@mui/material';
import { discountKindNames, discountKinds, type Discount } from '@chikoro/contracts';
import { CommandFormDialog, CommandSelect, CommandTextField } from '../shared/CommandFormDialog';
import { useTermChoices } from '../setup/useTerms';
import { MoneyFields } from './MoneyFields';
import { CategoryChecks, OpenButton, StudentPicker, amountError, money } from './SponsorDialogs';

/** A percentage of each line, or a fixed amount off the lines each term. */
function SizeFields() {
  const size = useWatch({ name: 'size' }) as string;
  return (
    <>
      <CommandSelect
        name="size"
        label="Discount"
        choices={[
          { id: 'percent', name: 'A percentage of each line' },
          { id: 'amount', name: 'A fixed amount each term' },
        ]}
      />
      {size === 'amount' ? (
        <MoneyFields name="amount" label="Amount a term" placeholder="25.00" />
      ) : (
        <CommandTextField
          name="percent"
          label="Percentage"
          placeholder="10"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    </>
  );
}

/** "Grant discount": the learner typed into a search, the kind, the categories, the size, the terms, the reason and who approved it. */
export function GrantDiscountDialog() {
  const [open, setOpen] = useState(false);
  const terms = useTermChoices(open);
  return (
    <>
      <OpenButton label="Grant discount" onClick={() => setOpen(true)} />
      <CommandFormDialog
        command="GrantDiscount"
        open={open}
        onClose={() => setOpen(false)}
        titleId="grant-discount-title"
        title="Grant discount"
        maxWidth="sm"
        initialValues={{
          studentId: '',
          kind: 'SIBLING',
          categories: ['TUITION'],
          percent: '',
          fromTermId: terms.current?.id ?? terms.choices[0]?.id ?? '',
          toTermId: '',
          reason: '',
          approvedBy: '',
        }}
        formValues={{ size: 'percent', currency: 'USD', amount: '' }}
        toInput={({ size, percent, currency, amount, toTermId, reason, ...values }) => ({
          ...values,
          ...(toTermId ? { toTermId } : {}),
          ...(String(reason).trim() ? { reason } : {}),
          ...(size === 'amount' ? { amount: money(currency, amount) } : { percent }),
        })}
        refine={({ size, amount }) => ({
          amount: size === 'amount' ? amountError(amount) : undefined,
        })}
        ready={(values) => values.studentId !== ''}
        done={() => 'Discount granted'}
        failure="Failed to grant the discount. Try again."
        submitLabel="Grant"
      >
        <StudentPicker />
        <CommandSelect
          name="kind"
          label="Kind"
          choices={discountKinds.map((k) => ({ id: k, name: discountKindNames[k] }))}
        />
        <CategoryChecks label="Categories it applies to" />
        <SizeFields />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CommandSelect name="fromTermId" label="From term" choices={terms.choices} />
          <CommandSelect name="toTermId" label="To term" empty="No end" choices={terms.choices} />
        </Stack>
        <CommandTextField name="reason" label="Reason (required for ad hoc)" />
        <CommandTextField name="approvedBy" label="Approved by" placeholder="e.g. Mrs Dube, head" />
      </CommandFormDialog>
    </>
  );
}

/** "End": the discount stops for the invoices billed from now on, with the reason. */
export function EndDiscountButton({ discount }: { discount: Discount }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`End ${discount.studentName}’s discount`}
      >
        End
      </Button>
      <CommandFormDialog
        command="EndDiscount"
        open={open}
        onClose={() => setOpen(false)}
        titleId={`end-discount-${discount.id}`}
        title={`End ${discount.studentName}’s discount`}
        initialValues={{ discountId: discount.id, reason: '' }}
        done={() => `${discount.studentName}’s discount ended`}
        failure="The discount was not ended. Try again."
        submitLabel="End discount"
      >
        <CommandTextField name="reason" label="Reason" />
      </CommandFormDialog>
    </>
  );
}
