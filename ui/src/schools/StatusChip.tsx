import { Chip } from '@mui/material';
import type { EnrolmentStatus } from '@chikoro/contracts';

const colors = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
} as const satisfies Record<EnrolmentStatus, string>;

export function StatusChip({ status }: { status: EnrolmentStatus }) {
  return (
    <Chip size="small" label={status} color={colors[status] ?? 'default'} variant="outlined" />
  );
}
