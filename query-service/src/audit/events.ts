import {
  auditLogModel,
  auditSearchedText,
  peopleModel,
  tableOf,
  type ActorRole,
  type AuditEntry,
  type EventTypeCount,
  type FieldChange,
  type Person,
} from '@chikoro/contracts';
import { isCalendarDate, isIsoInstant } from '../listing/dates';
import {
  equalsOneOf,
  textSearch,
  UUID,
  type FilterBuilder,
  type ListResource,
} from '../listing/resource';
import { ownSchool } from '../scope';

interface Row {
  id: string;
  position: string;
  occurred_at: Date;
  type: string;
  stream_id: string;
  record_type: string;
  record_id: string;
  record_label: string | null;
  actor_id: string | null;
  actor_role: ActorRole;
  school_id: string | null;
  school_name: string | null;
  summary: string;
  changes: FieldChange[];
  actor_first_name: string | null;
  actor_last_name: string | null;
}

const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9]{0,99}$/;
const roles: readonly ActorRole[] = [
  'SUPERADMIN',
  'ADMIN',
  'TEACHER',
  'STUDENT',
  'PARENT',
  'BURSAR',
  'PUBLIC',
  'SYSTEM',
];

const equalsText =
  (column: string, pattern: RegExp, what: string, normalise = (v: string) => v): FilterBuilder =>
  (value, params) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !pattern.test(value.trim()))
      throw new RangeError(`${what} is not valid`);
    return `${column} = ${params.add(normalise(value.trim()))}`;
  };

const eventTypes: FilterBuilder = (value, params) => {
  const values = (Array.isArray(value) ? value : [value]).filter(
    (v) => v !== '' && v !== undefined && v !== null,
  );
  if (values.length === 0) return undefined;
  if (!values.every((v) => typeof v === 'string' && EVENT_TYPE.test(v)))
    throw new RangeError('type must be an event type or a list of them');
  // One type as an equality, so that its index also gives the page its order.
  return values.length === 1
    ? `a.type = ${params.add(values[0])}`
    : `a.type = ANY(${params.add(values)})`;
};

/** A date (YYYY-MM-DD, the whole day) or an instant; `to` includes its whole day. Impossible days are refused. */
const dateBound =
  (side: 'from' | 'to'): FilterBuilder =>
  (value, params) => {
    if (value === undefined || value === null || value === '') return undefined;
    const date = typeof value === 'string' && isCalendarDate(value);
    if (!date && !(typeof value === 'string' && isIsoInstant(value)))
      throw new RangeError(`${side} must be a real date (YYYY-MM-DD) or an ISO instant`);
    if (side === 'from') return `a.occurred_at >= ${params.add(value)}::timestamptz`;
    return date
      ? `a.occurred_at < (${params.add(value)}::date + 1)`
      : `a.occurred_at <= ${params.add(value)}::timestamptz`;
  };

export function toAuditEntry(row: Row): AuditEntry {
  const actorName = [row.actor_first_name, row.actor_last_name].filter(Boolean).join(' ') || null;
  return {
    id: row.id,
    position: Number(row.position),
    occurredAt: row.occurred_at.toISOString(),
    type: row.type,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    actorName,
    schoolId: row.school_id,
    schoolName: row.school_name,
    streamId: row.stream_id,
    recordType: row.record_type,
    recordId: row.record_id,
    recordLabel: row.record_label,
    summary: row.summary,
    changes: row.changes,
  };
}

/** Every event of the log, newest first by default; the superadmin only. Actors are named from `people`. */
export const eventsResource: ListResource<Row> = {
  name: 'events',
  roles: ['SUPERADMIN'],
  projection: auditLogModel.name,
  // The actor by the people's key (an actor id that is not a uuid names nobody), so a page looks up its own actors only.
  from: `${tableOf(auditLogModel, 'audit_log')} a LEFT JOIN ${tableOf(peopleModel, 'people')} p
    ON p.id = CASE WHEN a.actor_id ~* '${UUID.source}' THEN a.actor_id::uuid END`,
  select: `a.id, a.position, a.occurred_at, a.type, a.stream_id, a.record_type, a.record_id, a.record_label, a.actor_id, a.actor_role,
    a.school_id, a.school_name, a.summary, a.changes, p.first_name AS actor_first_name, p.last_name AS actor_last_name`,
  idColumn: 'a.id',
  // By date, events of one instant in the log's order. An index per filter goes on by date, so that a
  // filtered page is read in order (sorted by another column, a filter's rows can lie anywhere in
  // that column's index: an event type's, sorted by school name, a quarter of a million rows in).
  sortable: { occurredAt: 'a.occurred_at' },
  tieBreaker: 'a.position',
  defaultSort: ['occurredAt', 'DESC'],
  filters: {
    schoolId: equalsText('a.school_id', UUID, 'schoolId', (v) => v.toLowerCase()),
    actorId: equalsText('a.actor_id', UUID, 'actorId', (v) => v.toLowerCase()),
    recordId: equalsText('a.record_id', /^[A-Za-z0-9_.:-]{1,200}$/, 'recordId', (v) =>
      UUID.test(v) ? v.toLowerCase() : v,
    ),
    type: eventTypes,
    actorRole: equalsOneOf('a.actor_role', roles),
    from: dateBound('from'),
    to: dateBound('to'),
    q: textSearch(`(${auditSearchedText('a.')})`),
  },
  scope: () => undefined,
  toRecord: toAuditEntry,
};

/** A school's own audit log for its admin: the same rows, only the events that concern their school. */
export const schoolEventsResource: ListResource<Row> = {
  ...eventsResource,
  name: 'school-events',
  roles: ['ADMIN'],
  // The admin's school, compared as text as the log keeps it (the list is the admin's only).
  scope: ownSchool('a.school_id', 'text'),
};

/** The event types present in the log, for the audit log's type filter. */
export const eventTypesResource: ListResource<{ id: string; count: number }> = {
  name: 'event-types',
  roles: ['SUPERADMIN'],
  projection: auditLogModel.name,
  pagesKept: true,
  from: `(SELECT type AS id, count::float8 AS count FROM ${tableOf(auditLogModel, 'audit_types')}) et`,
  select: 'et.id, et.count',
  idColumn: 'et.id',
  idType: 'text',
  sortable: { id: 'et.id', count: 'et.count' },
  defaultSort: ['id', 'ASC'],
  filters: {},
  scope: () => undefined,
  toRecord: (row): EventTypeCount => ({ id: row.id, count: row.count }),
};

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  role: string;
  school_id: string | null;
  email: string | null;
}

/** The people the log has named (the audit log's actor filter); the superadmin only. */
export const peopleResource: ListResource<PersonRow> = {
  name: 'people',
  roles: ['SUPERADMIN'],
  projection: peopleModel.name,
  from: tableOf(peopleModel, 'people'),
  select: 'id, first_name, last_name, role, school_id, email',
  idColumn: 'id',
  sortable: { lastName: 'lower(last_name)', firstName: 'lower(first_name)', role: 'role' },
  defaultSort: ['lastName', 'ASC'],
  filters: {
    q: textSearch('first_name', 'last_name', 'email'),
    role: equalsOneOf('role', roles),
  },
  scope: () => undefined,
  toRecord: (row): Person => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role,
    schoolId: row.school_id,
    email: row.email,
  }),
};
