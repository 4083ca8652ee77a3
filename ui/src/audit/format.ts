import type { AuditEntry, FieldChange } from '@chikoro/contracts';

const roleNames: Record<string, string> = {
  SUPERADMIN: 'Superadmin',
  ADMIN: 'School admin',
  TEACHER: 'Teacher',
  STUDENT: 'Student',
  PARENT: 'Parent',
  PUBLIC: 'Public visitor',
  SYSTEM: 'System',
};

export const roleName = (role: string) => roleNames[role] ?? role;

/** 'SchoolDetailsCorrected' → 'School details corrected'. */
export function eventTypeLabel(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who acted, as a person reads it: their name when the log knows them, else their role. */
export function actorLabel(entry: Pick<AuditEntry, 'actorName' | 'actorRole'>): string {
  return entry.actorName
    ? `${entry.actorName} (${roleName(entry.actorRole)})`
    : roleName(entry.actorRole);
}

export function valueText(value: FieldChange['before']): string {
  return value === null || value === '' ? '(empty)' : String(value);
}
