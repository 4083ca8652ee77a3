import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { decimalAmount, feeCategories } from '@chikoro/contracts';
import { CommandFormDialog, CommandSelect, CommandTextField } from '../shared/CommandFormDialog';
import { categoryLabel } from './labels';
import { MoneyFields } from './MoneyFields';

const categoryChoices = feeCategories.map((c) => ({ id: c, name: categoryLabel(c) }));

/** The amount as typed ("125.00") in minor units exactly, by the contracts' decimalAmount. */
const minorOf = (typed: unknown) => decimalAmount.safeParse(typed);

/**
 * "Add fee item": name, category, currency, amount as typed ("125.00", to minor units exactly by
 * the contracts' decimalAmount) and due date; every level pays it. A form over DefineFeeItem's
 * schema: a bad field shows the schema's message and sends nothing; a refusal shows the server's.
 */
export function AddFeeItemDialog({
  termId,
  defaultDueDate,
}: {
  termId: string;
  defaultDueDate: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setOpen(true)}
        disabled={!termId}
      >
        Add fee item
      </Button>
      <CommandFormDialog
        command="DefineFeeItem"
        open={open}
        onClose={() => setOpen(false)}
        titleId="add-fee-item-title"
        title="Add fee item"
        initialValues={{ name: '', category: 'TUITION', amount: '', dueDate: defaultDueDate }}
        formValues={{ currency: 'USD' }}
        toInput={({ currency, amount, ...values }) => {
          const minor = minorOf(amount);
          return {
            ...values,
            termId,
            amount: { currency, minor: minor.success ? minor.data : amount },
          };
        }}
        refine={({ amount }) => {
          const minor = minorOf(amount);
          return { amount: minor.success ? undefined : minor.error.issues[0]?.message };
        }}
        done={(_answer, sent) => `Fee item ${String(sent.name)} added`}
        failure="Failed to add the fee item. Try again."
        submitLabel="Add"
      >
        <CommandTextField name="name" label="Name" placeholder="e.g. Tuition" />
        <CommandSelect name="category" label="Category" choices={categoryChoices} />
        <MoneyFields name="amount" label="Amount" placeholder="125.00" />
        <CommandTextField
          name="dueDate"
          type="date"
          label="Due date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </CommandFormDialog>
    </>
  );
}
