import { Chip } from '@mui/material';
import type { ParentStatus } from '@chikoro/contracts';

const colors = {
  Invited: 'info',
  Active: 'success',
  Inactive: 'warning',
  Removed: 'default',
} as const satisfies Record<ParentStatus, string>;

export function ParentStatusChip({ status }: { status: ParentStatus }) {
  return (
    <Chip size="small" label={status} color={colors[status] ?? 'default'} variant="outlined" />
  );
}
