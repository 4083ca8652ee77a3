import type { ParentEvent } from '@chikoro/contracts';
import { fullName, obj, statusChange, str, type AuditSummaries } from '../audit/summaries';

const studentOf = (data: Record<string, unknown>) =>
  `${str(data.studentName) ?? 'a student'}${str(data.registrationNumber) ? ` (${str(data.registrationNumber)})` : ''}`;

/** The audit log's words for parents: invitations, registrations, children, status and removal. */
export const parentAudit: AuditSummaries<ParentEvent> = {
  ParentInvited(data, record) {
    const name = fullName(data.firstName, data.lastName) ?? 'A parent';
    const via = [str(data.phoneNumber), str(data.email)].filter(Boolean).join(' and ');
    const label = name === 'A parent' ? (record.label ?? str(data.phoneNumber)) : name;
    return {
      summary: `${name} invited to register as a parent${via ? `; invitation sent to ${via}` : ''}`,
      changes: statusChange(record.status, 'Invited'),
      record: { label, status: 'Invited' },
    };
  },
  ParentRegistered(data, record) {
    const d = obj(data.details);
    const name = fullName(d.firstName, d.lastName) ?? 'a parent';
    // The parent's own act: the invitation they answered names them, though no one was signed in.
    const parentId = str(data.parentId);
    return {
      summary: `Parent ${name} registered`,
      changes: statusChange(record.status, 'Active'),
      record: { label: name, status: 'Active' },
      ...(parentId ? { actor: { id: parentId, role: 'PARENT' as const } } : {}),
    };
  },
  ParentLinkedToStudent(data, record) {
    return {
      summary: `Parent ${record.label ?? 'of the school'} linked to ${studentOf(data)}`,
      changes: [],
      record,
    };
  },
  ParentUnlinkedFromStudent(data, record) {
    return {
      summary: `Parent ${record.label ?? 'of the school'} unlinked from ${studentOf(data)}`,
      changes: [],
      record,
    };
  },
  ParentStatusChanged(data, record) {
    const before = str(data.before) ?? record.status;
    const after = str(data.status) ?? 'Active';
    return {
      summary: `Status of parent ${record.label ?? 'of the school'} changed: ${before ?? '(none)'} → ${after}`,
      changes: statusChange(before, after),
      record: { ...record, status: after },
    };
  },
  ParentRemoved(data, record) {
    return {
      summary: `Parent ${record.label ?? 'of the school'} removed from the school; their access ended`,
      changes: statusChange(str(data.before) ?? record.status, 'Removed'),
      record: { ...record, status: 'Removed' },
    };
  },
};
