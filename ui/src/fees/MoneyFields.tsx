import { Stack } from '@mui/material';
import { currencies } from '@chikoro/contracts';
import { CommandSelect, CommandTextField } from '../shared/CommandFormDialog';

const currencyChoices = currencies.map((c) => ({ id: c, name: c }));

/** An amount as a form's fields: its currency (`currency`) beside the amount typed as a decimal. */
export function MoneyFields({
  name,
  label,
  placeholder,
}: {
  /** The amount's field (`amount`, `cap`); the currency is always the form's `currency`. */
  name: string;
  label: string;
  placeholder: string;
}) {
  return (
    <Stack direction="row" spacing={2}>
      <CommandSelect
        name="currency"
        label="Currency"
        choices={currencyChoices}
        sx={{ minWidth: 100 }}
      />
      <CommandTextField
        name={name}
        label={label}
        placeholder={placeholder}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Stack>
  );
}
