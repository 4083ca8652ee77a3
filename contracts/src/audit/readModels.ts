import type { FieldChange } from './changes';

/** Who acted: a signed-in role, a visitor of the public site, or the platform itself. */
export type ActorRole =
  'SUPERADMIN' | 'ADMIN' | 'TEACHER' | 'STUDENT' | 'PARENT' | 'BURSAR' | 'PUBLIC' | 'SYSTEM';

/** One row of the audit log: every event, as the superadmin reads it. */
export interface AuditEntry {
  /** The event's id. */
  id: string;
  position: number;
  occurredAt: string;
  type: string;
  actorId: string | null;
  actorRole: ActorRole;
  /** The actor's name from the people read model; null when the actor has none (a visitor, the system). */
  actorName: string | null;
  schoolId: string | null;
  schoolName: string | null;
  streamId: string;
  /** The record the event concerns (a school, an enquiry, a person) and how it reads. */
  recordType: string;
  recordId: string;
  recordLabel: string | null;
  summary: string;
  changes: FieldChange[];
}

/** A person the log can name: accounts made from events (superadmin, school admins, parents). */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: string;
  schoolId: string | null;
  email: string | null;
}

/** An event type seen in the log, with how many times. */
export interface EventTypeCount {
  id: string;
  count: number;
}
