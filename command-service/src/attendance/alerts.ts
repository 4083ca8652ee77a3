import type pg from 'pg';
import {
  absenceAlertsStream, eventCatalogue, formatSchoolDay, schoolDate, type AbsenceAlertsSent, type AbsenceReportEvent, type AttendanceEvent, type EventMetadata,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { Mail } from '../notify/mailer';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * The absences families reported, as far as alerts go: kept by the family-notices reactor (the
 * announcement delivery reactor, which knows each parent's contacts in log order) so that a
 * register taken after a report alerts nobody about that child.
 */
export async function migrateAbsenceAlerts(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS absence_alert_reports (student_id uuid NOT NULL, date date NOT NULL, PRIMARY KEY (student_id, date))`);
}

export type AbsenceAlertEvent = AttendanceEvent | AbsenceReportEvent;

export const ABSENCE_ALERT_EVENTS = new Set<string>(['AbsenceReported', 'AbsenceReportWithdrawn', 'AttendanceRecorded', 'AttendanceCorrected']);

/** A child marked absent on a register taken (or corrected) on its own day. */
export interface MarkedAbsent {
  schoolId: string;
  classId: string;
  studentId: string;
  studentName: string;
  className: string;
  date: string;
}

interface Parent { name: string | null; email: string | null; phone: string | null }

/** An active parent of a child marked absent, as the reactor knows them. */
export interface AlertedParent extends Parent { parentId: string; studentId: string }

/** The alert to one parent: an email when they have one, else an SMS with the portal's address; nothing for a parent with neither. */
export function absenceAlert(parent: Parent, absent: MarkedAbsent, schoolName: string, publicUrl: string): Mail | undefined {
  const day = formatSchoolDay(absent.date);
  const portal = `${publicUrl.replace(/\/$/, '')}/parent`;
  if (parent.email) {
    return {
      to: parent.email,
      subject: `${schoolName}: ${absent.studentName} was marked absent on ${day}`,
      body: [
        `Dear ${parent.name ?? 'parent'},`,
        '',
        `${absent.studentName} was marked absent at the register of ${absent.className} on ${day}.`,
        '',
        'If you know why, please tell the school. When your child will be away, you can report it in the parent portal before the register is taken, and no alert is sent:',
        portal,
        '',
        schoolName,
      ].join('\n'),
    };
  }
  if (parent.phone) return { channel: 'SMS', to: parent.phone, subject: `${schoolName}: absence`, body: `${schoolName}: ${absent.studentName} was marked absent on ${day}. Tell the school why at ${portal}` };
  return undefined;
}

/** The children to alert about: absent on a register taken or corrected on its own day (a register written up later alerts nobody). */
export function markedAbsent(event: AttendanceEvent): MarkedAbsent[] {
  const { schoolId, classId, className, date } = event.data;
  if (event.type === 'AttendanceRecorded') {
    if (schoolDate(event.data.recordedAt) !== date) return [];
    return event.data.entries.filter((e) => e.status === 'ABSENT').map((e) => ({ schoolId, classId, studentId: e.studentId, studentName: e.studentName, className, date }));
  }
  const { previous, entry, correctedAt, studentId, studentName } = event.data;
  if (schoolDate(correctedAt) !== date || entry.status !== 'ABSENT' || previous?.status === 'ABSENT') return [];
  return [{ schoolId, classId, studentId, studentName, className, date }];
}

/**
 * Who is told of which child, and the messages: every active parent of each child, by email or SMS
 * (each address once per child) and on their bell whether or not the school holds an address for them.
 */
export function absenceAlerts(absent: MarkedAbsent[], parents: AlertedParent[], schoolName: string, publicUrl: string): { alerts: AbsenceAlertsSent['data']['alerts']; mails: Mail[] } {
  const alerts: AbsenceAlertsSent['data']['alerts'] = [];
  const mails: Mail[] = [];
  for (const child of absent) {
    const sent = new Set<string>();
    const told = parents.filter((p) => p.studentId === child.studentId).map((parent) => {
      const mail = absenceAlert(parent, child, schoolName, publicUrl);
      if (mail && !sent.has(mail.to)) {
        sent.add(mail.to);
        mails.push(mail);
      }
      return { parentId: parent.parentId, name: parent.name, channel: mail ? (mail.channel ?? 'EMAIL') : null };
    });
    if (told.length > 0) alerts.push({ studentId: child.studentId, studentName: child.studentName, parents: told });
  }
  return { alerts, mails };
}

/** What the reactor gives the alerts: its transaction, the store, the outbox, the school's name and the portal's address. */
export interface AbsenceAlertOptions {
  db: Queryable;
  store: Pick<EventStore, 'appendToStream'>;
  send(mail: Mail): Promise<void>;
  schoolNameOf(schoolId: string): Promise<string>;
  publicUrl: string;
}

/**
 * Applied in log order by the family-notices reactor, in its transaction: a report is noted (or
 * forgotten when withdrawn); a child marked absent without one is alerted to each active parent,
 * recorded as AbsenceAlertsSent (keyed by the register event's id, so a retry after a crash appends
 * nothing new) and written to the outbox. The reactor's checkpoint makes each alert go out once.
 */
export async function applyAbsenceAlertEvent(event: AbsenceAlertEvent & { id: string; metadata: EventMetadata }, options: AbsenceAlertOptions): Promise<void> {
  const { db } = options;
  switch (event.type) {
    case 'AbsenceReported':
      await db.query('INSERT INTO absence_alert_reports (student_id, date) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.data.studentId, event.data.date]);
      return;
    case 'AbsenceReportWithdrawn':
      await db.query('DELETE FROM absence_alert_reports WHERE student_id = $1 AND date = $2', [event.data.studentId, event.data.date]);
      return;
    default:
      break;
  }
  const absent = markedAbsent(event);
  if (absent.length === 0) return;
  const { rows } = await db.query<AlertedParent>(
    `SELECT l.student_id AS "studentId", p.parent_id AS "parentId", p.name, p.email, p.phone FROM announcement_parent_links l JOIN announcement_parents p ON p.parent_id = l.parent_id
     WHERE l.student_id = ANY($1::uuid[]) AND p.active
       AND NOT EXISTS (SELECT 1 FROM absence_alert_reports r WHERE r.student_id = l.student_id AND r.date = $2::date)
     ORDER BY l.student_id, p.parent_id`,
    [absent.map((a) => a.studentId), absent[0]!.date]);
  if (rows.length === 0) return;
  const { alerts, mails } = absenceAlerts(absent, rows, await options.schoolNameOf(absent[0]!.schoolId), options.publicUrl);
  const { schoolId, classId, className, date } = event.data;
  const sentAt = new Date().toISOString();
  const metadata: EventMetadata = {
    actorId: null, actorRole: 'SYSTEM', schoolId, correlationId: event.metadata.correlationId, causationId: event.id,
    occurredAt: sentAt, schemaVersion: eventCatalogue.versionOf('AbsenceAlertsSent'),
  };
  const data: AbsenceAlertsSent['data'] = { schoolId, classId, className, date, alerts, sentAt };
  await options.store.appendToStream(absenceAlertsStream(classId, date), [{ type: 'AbsenceAlertsSent', data, metadata }], { expectedRevision: 'any', idempotencyKey: `absence-alerts:${event.id}` });
  for (const mail of mails) await options.send(mail);
}
