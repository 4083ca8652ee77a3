import { MenuItem, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TERM_NAMES, setupMessages as m } from '@chikoro/contracts';
import { CommandPopup, CommandField } from '../shared/CommandPopup';
import { dateRange, type AcademicYear, type Term } from './records';

interface Props {
  open: boolean;
  years: AcademicYear[];
  currentTerm: Term | undefined;
  onClose(): void;
}

/** 'Create term': Term 1–3 within a chosen year, with real dates; the current term is shown, not a fixed 'Term 3'. */
export function TermDialog({ open, years, currentTerm, onClose }: Props) {
  const academicYearId = years.find((y) => y.current)?.id ?? years[0]?.id ?? '';
  return (
    <CommandPopup
      command="AddTerm"
      open={open}
      title="Create term"
      success={m.termSubmitted}
      failure={m.termFailed}
      onClose={onClose}
      subtitle={
        currentTerm
          ? `Current term: ${currentTerm.name} ${currentTerm.academicYearName}`
          : m.noApprovedTerm
      }
      initialValues={{ academicYearId, name: '', startDate: '', endDate: '' }}
    >
      <TermFields years={years} />
    </CommandPopup>
  );
}

function TermFields({ years }: { years: AcademicYear[] }) {
  const year = years.find((y) => y.id === useWatch({ name: 'academicYearId' }));
  const within = { min: year?.startDate, max: year?.endDate };
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <CommandField
        select
        name="academicYearId"
        label="Academic year"
        required
        testId="term-year"
        helperText={year ? dateRange(year) : 'Add an academic year first'}
      >
        {years.map((y) => (
          <MenuItem key={y.id} value={y.id}>
            {y.name}
          </MenuItem>
        ))}
      </CommandField>
      <CommandField select name="name" label="Term" required testId="term-name">
        {TERM_NAMES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </CommandField>
      <CommandField
        name="startDate"
        label="Start date"
        type="date"
        required
        shrink
        testId="term-startDate"
        htmlInput={within}
      />
      <CommandField
        name="endDate"
        label="End date"
        type="date"
        required
        shrink
        testId="term-endDate"
        htmlInput={within}
      />
    </Stack>
  );
}
