import type { EnquiryEvent } from '@chikoro/contracts';
import { statusChange, str, obj, type AuditSummaries } from '../audit/summaries';

/** The audit log's words for enquiries: raised, resolved, reopened, and invitations to enrol. */
export const enquiryAudit: AuditSummaries<EnquiryEvent> = {
  EnquiryRaised(data) {
    const d = obj(data.details);
    const name = str(d.name) ?? 'a school';
    const town = str(d.town);
    return {
      summary: `Enquiry raised for ${name}${town ? ` (${town})` : ''}`,
      changes: statusChange(null, 'Pending'),
      record: { label: name, status: 'Pending' },
    };
  },
  EnquiryResolved(data, record) {
    return {
      summary: `Enquiry from ${record.label ?? 'the record'} resolved${str(data.comment) ? `: ${str(data.comment)}` : ''}`,
      changes: statusChange(record.status, 'Resolved'),
      record: { ...record, status: 'Resolved' },
    };
  },
  EnquiryReopened(data, record) {
    return {
      summary: `Enquiry from ${record.label ?? 'the record'} reopened${str(data.comment) ? `: ${str(data.comment)}` : ''}`,
      changes: statusChange(record.status, 'Pending'),
      record: { ...record, status: 'Pending' },
    };
  },
  EnquirerInvitedToEnrol(data, record) {
    const to = Array.isArray(data.to) ? data.to.map(str).filter(Boolean) : [];
    return {
      summary: `${record.label ?? 'The school'} invited to enrol${to.length ? `; invitation mailed to ${to.join(', ')}` : ''}`,
      changes: [],
      record,
    };
  },
};
