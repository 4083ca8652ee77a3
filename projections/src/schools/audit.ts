import type { DirectorySchoolListed, FieldChange, SchoolEvent } from '@chikoro/contracts';
import {
  describeChanges,
  fullName,
  obj,
  statusChange,
  str,
  type AuditSummaries,
} from '../audit/summaries';

/** The audit log's words for enrolments, decisions, corrections and directory listings. */
export const schoolAudit: AuditSummaries<SchoolEvent | DirectorySchoolListed> = {
  SchoolEnrolmentSubmitted(data) {
    const d = obj(data.details);
    const name = str(d.name) ?? 'a school';
    const place = [d.town, d.province, d.country].map(str).filter(Boolean).join(', ');
    return {
      summary: `Enrolment request submitted for ${name}${place ? ` (${place})` : ''}`,
      changes: statusChange(null, 'PENDING'),
      record: { label: name, status: 'PENDING' },
    };
  },
  SchoolApproved(data, record) {
    const admin = obj(data.admin);
    const who = fullName(admin.firstName, admin.lastName);
    return {
      summary: `Approved ${record.label ?? 'the record'}${who ? `; admin account for ${who}${str(admin.email) ? ` <${str(admin.email)}>` : ''}` : ''}`,
      changes: statusChange(record.status, 'APPROVED'),
      record: { ...record, status: 'APPROVED' },
    };
  },
  SchoolRejected(data, record) {
    return {
      summary: `Rejected ${record.label ?? 'the record'}: ${str(data.reason) ?? '(no reason)'}`,
      changes: [
        ...statusChange(record.status, 'REJECTED'),
        { field: 'reason', before: null, after: str(data.reason) },
      ],
      record: { ...record, status: 'REJECTED' },
    };
  },
  DirectorySchoolListed(data) {
    const listing = obj(data.listing);
    const name = str(listing.name) ?? 'a school';
    const place = [listing.town, listing.province, listing.country]
      .map(str)
      .filter(Boolean)
      .join(', ');
    return {
      summary: `Listed ${name}${place ? ` (${place})` : ''} in the public school directory`,
      changes: [],
      record: { label: name, status: 'LISTED' },
    };
  },
  SchoolDetailsCorrected(data, record) {
    const changes = Array.isArray(data.changes) ? (data.changes as FieldChange[]) : [];
    const renamed = changes.find((c) => c.field === 'name');
    return {
      summary: `Corrected ${changes.length} field${changes.length === 1 ? '' : 's'} of ${record.label ?? 'the record'}: ${describeChanges(changes)}`,
      changes,
      record: {
        ...record,
        label: renamed && typeof renamed.after === 'string' ? renamed.after : record.label,
      },
    };
  },
};
