import HistoryIcon from '@mui/icons-material/History';
import type { AuditEntry } from '@chikoro/contracts';
import { AuditLogList } from './AuditLogList';
import { eventTypeLabel } from './format';
import type { UiModule } from '../module';

export { RecordTimeline } from './RecordTimeline';

/** The audit log's screens in each area; people and event types are read only through its filters. */
export const auditUi: UiModule = {
  superadmin: [
    { name: 'events', options: { label: 'Audit log' }, list: AuditLogList, icon: HistoryIcon, recordRepresentation: (record: AuditEntry) => `${eventTypeLabel(record.type)}: ${record.recordLabel ?? record.recordId}` },
    { name: 'people', recordRepresentation: 'fullName' },
    { name: 'event-types' },
  ],
};
