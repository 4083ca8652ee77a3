import type {
  FieldChange,
  NotificationsSeen,
  PasswordChanged,
  ProfileUpdated,
  SuperadminRegistered,
} from '@chikoro/contracts';
import { describeChanges, fullName, str, type AuditSummaries } from '../audit/summaries';

/** The audit log's words for accounts: the superadmin's, profile changes, passwords, notifications. */
export const personAudit: AuditSummaries<
  SuperadminRegistered | ProfileUpdated | PasswordChanged | NotificationsSeen
> = {
  SuperadminRegistered(data) {
    const name = fullName(data.firstName, data.lastName) ?? 'the superadmin';
    return {
      summary: `Superadmin account created for ${name}${str(data.email) ? ` <${str(data.email)}>` : ''}`,
      changes: [],
      record: { label: name, status: 'ACTIVE' },
    };
  },
  ProfileUpdated(data, record) {
    const changes = Array.isArray(data.changes) ? (data.changes as FieldChange[]) : [];
    return {
      summary: `Profile updated: ${describeChanges(changes)}`,
      changes,
      record: { ...record, label: fullName(data.firstName, data.lastName) ?? record.label },
    };
  },
  PasswordChanged: (_data, record) => ({ summary: 'Password changed', changes: [], record }),
  NotificationsSeen: (data, record) => ({
    summary: `Notifications seen up to position ${String(data.upTo)}`,
    changes: [],
    record,
  }),
};
