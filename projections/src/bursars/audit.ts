import type { BursarEvent } from '@chikoro/contracts';
import { fullName, str, statusChange, type AuditSummaries } from '../audit/summaries';

/** The audit log's words for bursars. */
export const bursarAudit: AuditSummaries<BursarEvent> = {
  BursarRegistered(data) {
    const name = fullName(data.firstName, data.lastName) ?? 'A bursar';
    return {
      summary: `Bursar ${name} registered${str(data.email) ? `; sign-in sent to ${str(data.email)}` : ''}`,
      changes: statusChange(null, 'Active'),
      record: { label: name, status: 'Active' },
    };
  },
  BursarStatusChanged(data, record) {
    const status = str(data.status) ?? 'changed';
    const before = str(data.before) ?? record.status;
    return {
      summary: `Bursar ${record.label ?? 'unknown'} status changed from ${before ?? 'unknown'} to ${status}`,
      changes: statusChange(before, status),
      record: { ...record, status },
    };
  },
};
