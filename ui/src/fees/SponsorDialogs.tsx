import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useController, useWatch } from 'react-hook-form';
import { useGetList } from 'react-admin';
import {
  decimalAmount,
  feeCategories,
  paymentChannels,
  sponsorKinds,
  type FeeLearner,
  type FeeCategory,
  type Sponsor,
} from '@chikoro/contracts';
import { CommandFormDialog, CommandSelect, CommandTextField } from '../shared/CommandFormDialog';
import { useTermChoices } from '../setup/useTerms';
import { categoryLabel } from './labels';
import { channelLabels } from './channels';
import { MoneyFields } from './MoneyFields';

export const kindLabels: Record<Sponsor['kind'], string> = {
  BEAM: 'BEAM',
  NGO: 'NGO',
  CHURCH: 'Church',
  EMPLOYER: 'Employer',
  OTHER: 'Other',
};
const minorOf = (typed: unknown) => decimalAmount.safeParse(typed);
export const money = (currency: unknown, typed: unknown) => {
  const minor = minorOf(typed);
  return { currency, minor: minor.success ? minor.data : typed };
};
export const amountError = (typed: unknown) => {
  const minor = minorOf(typed);
  return minor.success ? undefined : minor.error.issues[0]?.message;
};

export function OpenButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** "Register sponsor": its name and kind (RegisterSponsor's schema). */
export function RegisterSponsorDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OpenButton label="Register sponsor" onClick={() => setOpen(true)} />
      <CommandFormDialog
        command="RegisterSponsor"
        open={open}
        onClose={() => setOpen(false)}
        titleId="register-sponsor-title"
        title="Register sponsor"
        initialValues={{ name: '', kind: 'BEAM' }}
        done={(_answer, sent) => `Sponsor ${String(sent.name).trim()} registered`}
        failure="Failed to register the sponsor. Try again."
        submitLabel="Register"
      >
        <CommandTextField name="name" label="Name" placeholder="e.g. BEAM" />
        <CommandSelect
          name="kind"
          label="Kind"
          choices={sponsorKinds.map((k) => ({ id: k, name: kindLabels[k] }))}
        />
      </CommandFormDialog>
    </>
  );
}

interface Learner {
  id: string;
  label: string;
}

/**
 * The learners whose name or registration number holds what was typed: the school's learners as
 * its fee keepers read them (GET /api/fee-learners), billed or not.
 */
function useLearners(q: string): Learner[] {
  const { data = [] } = useGetList<FeeLearner>('fee-learners', {
    filter: { q },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'name', order: 'ASC' },
  });
  return data.map((s) => ({ id: s.id, label: `${s.name} (${s.registrationNumber})` }));
}

/** The learner, found by typing their name or registration number. */
export function StudentPicker() {
  const { field, fieldState } = useController({ name: 'studentId' });
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Learner | null>(null);
  const options = useLearners(q);
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_, s) => {
        setChosen(s);
        field.onChange(s?.id ?? '');
      }}
      onInputChange={(_, text) => setQ(text)}
      getOptionLabel={(s) => s.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Learner"
          name="studentSearch"
          placeholder="Type a name"
          error={fieldState.invalid}
        />
      )}
    />
  );
}

/** The fee categories the sponsor pays (or a discount applies to), as checkboxes. */
export function CategoryChecks({ label = 'Categories it pays' }: { label?: string }) {
  const { field } = useController({ name: 'categories' });
  const chosen = (field.value ?? []) as FeeCategory[];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {feeCategories.map((c) => (
          <FormControlLabel
            key={c}
            label={categoryLabel(c)}
            control={
              <Checkbox
                checked={chosen.includes(c)}
                onChange={(e) =>
                  field.onChange(e.target.checked ? [...chosen, c] : chosen.filter((x) => x !== c))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** A whole percentage of each line, or the lines in full up to a cap each term. */
function ShareFields() {
  const share = useWatch({ name: 'share' }) as string;
  return (
    <>
      <CommandSelect
        name="share"
        label="Share"
        choices={[
          { id: 'percent', name: 'A percentage of each line' },
          { id: 'cap', name: 'Up to a cap each term' },
        ]}
      />
      {share === 'cap' ? (
        <MoneyFields name="cap" label="Cap" placeholder="120.00" />
      ) : (
        <CommandTextField
          name="percent"
          label="Percentage"
          placeholder="100"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    </>
  );
}

/** "Grant sponsorship": the sponsor, the learner typed into a search, the categories, the share and the terms. */
export function GrantSponsorshipDialog({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const [open, setOpen] = useState(false);
  const terms = useTermChoices(open);
  return (
    <>
      <OpenButton label="Grant sponsorship" onClick={() => setOpen(true)} />
      <CommandFormDialog
        command="GrantSponsorship"
        open={open}
        onClose={() => setOpen(false)}
        titleId="grant-sponsorship-title"
        title="Grant sponsorship"
        maxWidth="sm"
        initialValues={{
          sponsorId: sponsors[0]?.id ?? '',
          studentId: '',
          categories: ['TUITION'],
          percent: '100',
          fromTermId: terms.current?.id ?? terms.choices[0]?.id ?? '',
          toTermId: '',
        }}
        formValues={{ share: 'percent', currency: 'USD', cap: '' }}
        toInput={({ share, percent, currency, cap, toTermId, ...values }) => ({
          ...values,
          ...(toTermId ? { toTermId } : {}),
          ...(share === 'cap'
            ? { cap: money(currency, cap) }
            : { percent: /^\d+$/.test(String(percent)) ? Number(percent) : percent }),
        })}
        refine={({ share, cap }) => ({ cap: share === 'cap' ? amountError(cap) : undefined })}
        ready={(values) => values.studentId !== '' && values.sponsorId !== ''}
        done={() => 'Sponsorship granted'}
        failure="Failed to grant the sponsorship. Try again."
        submitLabel="Grant"
      >
        <CommandSelect
          name="sponsorId"
          label="Sponsor"
          empty="Choose a sponsor"
          choices={sponsors.map((s) => ({ id: s.id, name: s.name }))}
        />
        <StudentPicker />
        <CategoryChecks />
        <ShareFields />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CommandSelect name="fromTermId" label="From term" choices={terms.choices} />
          <CommandSelect name="toTermId" label="To term" empty="No end" choices={terms.choices} />
        </Stack>
      </CommandFormDialog>
    </>
  );
}

/** "Record sponsor payment": money from a sponsor against its claims, a term's or all. */
export function SponsorPaymentDialog({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const [open, setOpen] = useState(false);
  const terms = useTermChoices(open);
  return (
    <>
      <OpenButton label="Record sponsor payment" onClick={() => setOpen(true)} />
      <CommandFormDialog
        command="RecordSponsorPayment"
        open={open}
        onClose={() => setOpen(false)}
        titleId="sponsor-payment-title"
        title="Record sponsor payment"
        initialValues={{
          sponsorId: sponsors[0]?.id ?? '',
          amount: '',
          channel: 'BANK',
          reference: '',
          termId: '',
        }}
        formValues={{ currency: 'USD' }}
        toInput={({ currency, amount, termId, reference, ...values }) => ({
          ...values,
          amount: money(currency, amount),
          ...(String(reference).trim() ? { reference } : {}),
          ...(termId ? { termId } : {}),
        })}
        refine={({ amount }) => ({ amount: amountError(amount) })}
        done={(answer) => `Receipt ${answer.receiptNo} recorded`}
        failure="Failed to record the payment. Try again."
        submitLabel="Record"
      >
        <CommandSelect
          name="sponsorId"
          label="Sponsor"
          empty="Choose a sponsor"
          choices={sponsors.map((s) => ({ id: s.id, name: s.name }))}
        />
        <MoneyFields name="amount" label="Amount" placeholder="150.00" />
        <CommandSelect
          name="channel"
          label="Paid by"
          choices={paymentChannels.map((c) => ({ id: c, name: channelLabels[c] }))}
        />
        <CommandTextField name="reference" label="Reference" />
        <CommandSelect
          name="termId"
          label="For term"
          empty="Oldest claims first"
          choices={terms.choices}
        />
      </CommandFormDialog>
    </>
  );
}
