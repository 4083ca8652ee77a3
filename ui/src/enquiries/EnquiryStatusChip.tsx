import { Chip } from '@mui/material';
import type { EnquiryStatus } from '@chikoro/contracts';

const colors = { Pending: 'warning', Resolved: 'success' } as const satisfies Record<
  EnquiryStatus,
  string
>;

export function EnquiryStatusChip({ status }: { status: EnquiryStatus }) {
  return (
    <Chip size="small" label={status} color={colors[status] ?? 'default'} variant="outlined" />
  );
}
