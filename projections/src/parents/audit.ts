import type { ParentInvited, ParentRegistered } from '@chikoro/contracts';
import { fullName, obj, statusChange, str, type AuditSummaries } from '../audit/summaries';

/** The audit log's words for parents' invitations and registrations. */
export const parentAudit: AuditSummaries<ParentInvited | ParentRegistered> = {
  ParentInvited(data, record) {
    const name = fullName(data.firstName, data.lastName) ?? 'A parent';
    const via = [str(data.phoneNumber), str(data.email)].filter(Boolean).join(' and ');
    return {
      summary: `${name} invited to register as a parent${via ? `; invitation sent to ${via}` : ''}`,
      changes: statusChange(null, 'INVITED'),
      record: { label: name === 'A parent' ? record.label : name, status: 'INVITED' },
    };
  },
  ParentRegistered(data) {
    const d = obj(data.details);
    const name = fullName(d.firstName, d.lastName) ?? 'a parent';
    // The parent's own act: the invitation they answered names them, though no one was signed in.
    const parentId = str(data.parentId);
    return { summary: `Parent ${name} registered`, changes: [], record: { label: name, status: 'ACTIVE' }, ...(parentId ? { actor: { id: parentId, role: 'PARENT' as const } } : {}) };
  },
};
