import { Stack } from '@mui/material';
import { setupMessages as m } from '@chikoro/contracts';
import { CommandPopup, CommandField } from '../shared/CommandPopup';
import type { AcademicYear } from './records';

/** 'Create academic year': its name and dates (years do not overlap; the one containing today is current). */
export function YearDialog({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: AcademicYear | undefined;
  onClose(): void;
}) {
  return (
    <CommandPopup
      command="OpenAcademicYear"
      open={open}
      title="Create academic year"
      success={m.yearSubmitted}
      onClose={onClose}
      subtitle={current ? `Current academic year: ${current.name}` : 'No academic year yet'}
      initialValues={{ name: '', startDate: '', endDate: '' }}
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
      </Stack>
    </CommandPopup>
  );
}
