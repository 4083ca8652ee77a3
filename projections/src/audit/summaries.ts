import { fieldLabel, type FieldChange, type FieldValue } from '@chikoro/contracts';

/** What the audit log knows of a record (a school, an enquiry, a person) from the events before. */
export interface RecordState {
  label: string | null;
  status: string | null;
}

/** How one event reads in the audit log, and what it changes of its record's label and status. */
export interface Description {
  summary: string;
  changes: FieldChange[];
  record: RecordState;
  /** Who acted, when the event knows better than its metadata (someone not yet signed in). */
  actor?: { id: string; role: 'PARENT' };
}

type Data = Record<string, unknown>;

const SECRET_KEY = /pass(word)?|hash|code|token|secret|otp/i;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const fullName = (first: unknown, last: unknown): string | null => [str(first), str(last)].filter(Boolean).join(' ') || null;

/**
 * The event's data as the audit log keeps it: events carry no secrets by rule, and anything whose
 * name looks secret is dropped all the same, at any depth.
 */
export function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Data).filter(([key]) => !SECRET_KEY.test(key)).map(([key, v]) => [key, scrub(v)]));
  }
  return value;
}

/** 'SchoolDetailsCorrected' → 'School details corrected'. */
export function humanise(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function showValue(value: FieldValue | undefined): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? `'${value.length > 80 ? `${value.slice(0, 77)}...` : value}'` : String(value);
}

/** "Name of school: 'A' → 'B'; City/town: 'X' → 'Y'": each change as before → after. */
export function describeChanges(changes: readonly FieldChange[]): string {
  return changes.map((c) => `${fieldLabel(c.field)}: ${showValue(c.before)} → ${showValue(c.after)}`).join('; ');
}

function statusChange(before: string | null, after: string): FieldChange[] {
  return before === after ? [] : [{ field: 'status', before, after }];
}

/** Unknown events: the humanised type and their plain values, never a field that looks secret. */
function generic(type: string, data: Data, record: RecordState): Description {
  const shown: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    // Ids, times and secrets are not what a reader needs: the row shows the record, the date and the actor.
    if (SECRET_KEY.test(key) || /(Id|At)$/.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') shown.push(`${key}: ${showValue(value)}`);
    if (shown.length === 6) break;
  }
  const details = obj(data.details);
  const label = str(details.name) ?? str(data.name) ?? fullName(details.firstName, details.lastName) ?? fullName(data.firstName, data.lastName) ?? record.label;
  const status = str(data.status);
  return {
    summary: shown.length ? `${humanise(type)} (${shown.join(', ')})` : humanise(type),
    changes: status ? statusChange(record.status, status) : [],
    record: { label, status: status ?? record.status },
  };
}

/**
 * The audit log's words for an event. Known types read as sentences with their before → after
 * values; any other type (a module added later) still gets a generic, secret-free summary.
 */
export function describeEvent(type: string, rawData: unknown, record: RecordState): Description {
  const data = obj(rawData);
  const label = record.label ?? 'the record';
  switch (type) {
    case 'SchoolEnrolmentSubmitted': {
      const d = obj(data.details);
      const name = str(d.name) ?? 'a school';
      const place = [d.town, d.province, d.country].map(str).filter(Boolean).join(', ');
      return { summary: `Enrolment request submitted for ${name}${place ? ` (${place})` : ''}`, changes: statusChange(null, 'PENDING'), record: { label: name, status: 'PENDING' } };
    }
    case 'SchoolApproved': {
      const admin = obj(data.admin);
      const who = fullName(admin.firstName, admin.lastName);
      return {
        summary: `Approved ${label}${who ? `; admin account for ${who}${str(admin.email) ? ` <${str(admin.email)}>` : ''}` : ''}`,
        changes: statusChange(record.status, 'APPROVED'),
        record: { ...record, status: 'APPROVED' },
      };
    }
    case 'SchoolRejected':
      return {
        summary: `Rejected ${label}: ${str(data.reason) ?? '(no reason)'}`,
        changes: [...statusChange(record.status, 'REJECTED'), { field: 'reason', before: null, after: str(data.reason) }],
        record: { ...record, status: 'REJECTED' },
      };
    case 'SchoolDetailsCorrected': {
      const changes = Array.isArray(data.changes) ? (data.changes as FieldChange[]) : [];
      const renamed = changes.find((c) => c.field === 'name');
      return {
        summary: `Corrected ${changes.length} field${changes.length === 1 ? '' : 's'} of ${label}: ${describeChanges(changes)}`,
        changes,
        record: { ...record, label: renamed && typeof renamed.after === 'string' ? renamed.after : record.label },
      };
    }
    case 'EnquiryRaised': {
      const d = obj(data.details);
      const name = str(d.name) ?? 'a school';
      const town = str(d.town);
      return { summary: `Enquiry raised for ${name}${town ? ` (${town})` : ''}`, changes: statusChange(null, 'Pending'), record: { label: name, status: 'Pending' } };
    }
    case 'EnquiryResolved':
      return {
        summary: `Enquiry from ${label} resolved${str(data.comment) ? `: ${str(data.comment)}` : ''}`,
        changes: statusChange(record.status, 'Resolved'),
        record: { ...record, status: 'Resolved' },
      };
    case 'EnquiryReopened':
      return {
        summary: `Enquiry from ${label} reopened${str(data.comment) ? `: ${str(data.comment)}` : ''}`,
        changes: statusChange(record.status, 'Pending'),
        record: { ...record, status: 'Pending' },
      };
    case 'EnquirerInvitedToEnrol': {
      const to = Array.isArray(data.to) ? data.to.map(str).filter(Boolean) : [];
      return { summary: `${record.label ?? 'The school'} invited to enrol${to.length ? `; invitation mailed to ${to.join(', ')}` : ''}`, changes: [], record };
    }
    case 'SuperadminRegistered': {
      const name = fullName(data.firstName, data.lastName) ?? 'the superadmin';
      return { summary: `Superadmin account created for ${name}${str(data.email) ? ` <${str(data.email)}>` : ''}`, changes: [], record: { label: name, status: 'ACTIVE' } };
    }
    case 'ParentInvited': {
      const name = fullName(data.firstName, data.lastName) ?? 'A parent';
      const via = [str(data.phoneNumber), str(data.email)].filter(Boolean).join(' and ');
      return { summary: `${name} invited to register as a parent${via ? `; invitation sent to ${via}` : ''}`, changes: statusChange(null, 'INVITED'), record: { label: name === 'A parent' ? record.label : name, status: 'INVITED' } };
    }
    case 'ParentRegistered': {
      const d = obj(data.details);
      const name = fullName(d.firstName, d.lastName) ?? 'a parent';
      // The parent's own act: the invitation they answered names them, though no one was signed in.
      const parentId = str(data.parentId);
      return { summary: `Parent ${name} registered`, changes: [], record: { label: name, status: 'ACTIVE' }, ...(parentId ? { actor: { id: parentId, role: 'PARENT' } } : {}) };
    }
    case 'DirectorySchoolListed': {
      const listing = obj(data.listing);
      const name = str(listing.name) ?? 'a school';
      const place = [listing.town, listing.province, listing.country].map(str).filter(Boolean).join(', ');
      return { summary: `Listed ${name}${place ? ` (${place})` : ''} in the public school directory`, changes: [], record: { label: name, status: 'LISTED' } };
    }
    case 'ProfileUpdated': {
      const changes = Array.isArray(data.changes) ? (data.changes as FieldChange[]) : [];
      return { summary: `Profile updated: ${describeChanges(changes)}`, changes, record: { ...record, label: fullName(data.firstName, data.lastName) ?? record.label } };
    }
    case 'PasswordChanged':
      return { summary: 'Password changed', changes: [], record };
    case 'NotificationsSeen':
      return { summary: `Notifications seen up to position ${String(data.upTo)}`, changes: [], record };
    default:
      return generic(type, data, record);
  }
}
