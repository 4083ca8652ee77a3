import HistoryIcon from '@mui/icons-material/History';
import type { AuditEntry } from '@chikoro/contracts';
import { eventTypeLabel } from './format';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const AuditLogList = lazyScreen(() => import('./AuditLogList'), 'AuditLogList');
const SchoolAuditList = lazyScreen(() => import('./SchoolAuditList'), 'SchoolAuditList');

export { RecordTimeline } from './RecordTimeline';

/** The audit log's screens: the platform's (superadmin) and the school's own (admin); people and event types are read only through its filters. */
export const auditUi: UiModule = {
  superadmin: [
    {
      name: 'events',
      options: { label: 'Audit log' },
      list: AuditLogList,
      icon: HistoryIcon,
      recordRepresentation: (record: AuditEntry) =>
        `${eventTypeLabel(record.type)}: ${record.recordLabel ?? record.recordId}`,
    },
    { name: 'people', recordRepresentation: 'fullName' },
    { name: 'event-types' },
  ],
  admin: [{ name: 'school-events', options: { label: 'Audit log' }, list: SchoolAuditList }],
  menu: [
    { area: 'superadmin', label: 'Audit log', path: 'events', icon: HistoryIcon, order: 40 },
    {
      area: 'admin',
      label: 'Audit log',
      path: 'school-events',
      icon: HistoryIcon,
      order: 180,
      keywords: ['history', 'who did', 'changes', 'log'],
    },
  ],
  grants: {
    SUPERADMIN: { reads: { events: ['list'], people: ['list'], 'event-types': ['list'] } },
    ADMIN: { reads: { 'school-events': ['list'] } },
  },
};
