import { Chip } from '@mui/material';
import type { StudentStatus } from '@chikoro/contracts';

const colors = {
  Active: 'success',
  Inactive: 'warning',
  Graduated: 'info',
  Withdrawn: 'default',
} as const satisfies Record<StudentStatus, string>;

export function StudentStatusChip({ status }: { status: StudentStatus }) {
  return (
    <Chip size="small" label={status} color={colors[status] ?? 'default'} variant="outlined" />
  );
}
