import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { setupMessages as m } from '@chikoro/contracts';
import { CommandPopup, CommandField } from '../shared/CommandPopup';
import type { AcademicYear, Term } from './records';

/** A school day a year on (29 February falls back to the 28th), e.g. a term's dates copied to the next year. */
export function aYearOn(day: string): string {
  const [y, mo, d] = day.split('-');
  const next = `${Number(y) + 1}-${mo}-${d}`;
  return mo === '02' && d === '29' ? `${Number(y) + 1}-02-28` : next;
}

/**
 * 'Create academic year': its name and dates (years do not overlap; the one containing today is
 * current). When the latest year has terms, the new one may be opened with them, each a year on
 * and changeable before it is sent: the year and its terms arrive in one command.
 */
export function YearDialog({
  open,
  current,
  latest,
  terms,
  onClose,
}: {
  open: boolean;
  current: AcademicYear | undefined;
  /** The year whose terms may be copied (the latest by start date). */
  latest?: AcademicYear;
  /** Every term of the school; the latest year's are offered. */
  terms?: readonly Term[];
  onClose(): void;
}) {
  const pattern = (terms ?? [])
    .filter((t) => latest && t.academicYearId === latest.id)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const toInput = ({ copyTerms, terms: typed, ...year }: FieldValues) =>
    copyTerms && pattern.length ? { ...year, terms: typed } : year;
  return (
    <CommandPopup
      command="OpenAcademicYear"
      open={open}
      title="Create academic year"
      success={m.yearSubmitted}
      onClose={onClose}
      subtitle={current ? `Current academic year: ${current.name}` : 'No academic year yet'}
      initialValues={{
        name: '',
        startDate: '',
        endDate: '',
        copyTerms: pattern.length > 0,
        terms: pattern.map((t) => ({
          name: t.name,
          startDate: aYearOn(t.startDate),
          endDate: aYearOn(t.endDate),
        })),
      }}
      toInput={toInput}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CommandField name="name" label="Name (e.g. 2027)" required testId="year-name" />
        <CommandField
          name="startDate"
          label="Start date"
          type="date"
          required
          shrink
          testId="year-startDate"
        />
        <CommandField
          name="endDate"
          label="End date"
          type="date"
          required
          shrink
          testId="year-endDate"
        />
        {latest && pattern.length > 0 && <CopiedTerms from={latest} pattern={pattern} />}
      </Stack>
    </CommandPopup>
  );
}

/** The latest year's terms a year on, each date changeable, sent with the year when ticked. */
function CopiedTerms({ from, pattern }: { from: AcademicYear; pattern: readonly Term[] }) {
  const { field } = useController({ name: 'copyTerms' });
  const copying = Boolean(field.value);
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={copying}
            onChange={(e) => field.onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'copy-terms-help' } }}
            data-testid="year-copyTerms"
          />
        }
        label={`Open it with the terms of ${from.name}`}
      />
      <Typography id="copy-terms-help" variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        Each term a year on; change any date before you submit.
      </Typography>
      {copying &&
        pattern.map((t, i) => (
          <Stack key={t.id} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <CommandField
              name={`terms.${i}.startDate`}
              label={`${t.name} starts`}
              type="date"
              required
              shrink
              fullWidth
              testId={`year-term-${i + 1}-startDate`}
            />
            <CommandField
              name={`terms.${i}.endDate`}
              label={`${t.name} ends`}
              type="date"
              required
              shrink
              fullWidth
              testId={`year-term-${i + 1}-endDate`}
            />
          </Stack>
        ))}
    </>
  );
}
