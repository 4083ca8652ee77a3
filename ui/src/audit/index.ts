import HistoryIcon from '@mui/icons-material/History';
import type { AuditEntry } from '@chikoro/contracts';
import { AuditLogList } from './AuditLogList';
import { eventTypeLabel } from './format';

export { RecordTimeline } from './RecordTimeline';

/** The superadmin's `events` resource: the audit log. */
export default {
  list: AuditLogList,
  icon: HistoryIcon,
  recordRepresentation: (record: AuditEntry) => `${eventTypeLabel(record.type)}: ${record.recordLabel ?? record.recordId}`,
};
