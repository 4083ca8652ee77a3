import { Stack } from '@mui/material';
import { setupMessages as m } from '@chikoro/contracts';
import { SetupDialog, SetupField } from './SetupDialog';
import type { AcademicYear } from './records';

/** 'Create academic year': its name and dates (years do not overlap; the one containing today is current). */
export function YearDialog({ open, current, onClose }: { open: boolean; current: AcademicYear | undefined; onClose(): void }) {
  return (
    <SetupDialog
      command="OpenAcademicYear" open={open} title="Create academic year" success={m.yearSubmitted} onClose={onClose}
      subtitle={current ? `Current academic year: ${current.name}` : 'No academic year yet'}
      initialValues={{ name: '', startDate: '', endDate: '' }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SetupField name="name" label="Name (e.g. 2027)" required testId="year-name" />
        <SetupField name="startDate" label="Start date" type="date" required shrink testId="year-startDate" />
        <SetupField name="endDate" label="End date" type="date" required shrink testId="year-endDate" />
      </Stack>
    </SetupDialog>
  );
}
