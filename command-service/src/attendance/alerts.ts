import type pg from 'pg';
import {
  absenceAlertsStream,
  correctedMarkWords,
  eventCatalogue,
  formatSchoolDay,
  schoolDate,
  type AbsenceAlertCorrected,
  type AbsenceAlertsSent,
  type AbsenceReportEvent,
  type AttendanceEvent,
  type EventMetadata,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { Clock } from '@chikoro/platform';
import type { Mail } from '../notify/mailer';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * The absences families reported, as far as alerts go: kept by the family-notices reactor (the
 * announcement delivery reactor, which knows each parent's contacts in log order) so that a
 * register taken after a report alerts nobody about that child.
 */
export async function migrateAbsenceAlerts(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS absence_alert_reports (student_id uuid NOT NULL, date date NOT NULL, PRIMARY KEY (student_id, date))`,
  );
  // The children whose parents were alerted, by day: a same-day correction to present or late tells them.
  await db.query(
    `CREATE TABLE IF NOT EXISTS absence_alerts_sent (student_id uuid NOT NULL, date date NOT NULL, PRIMARY KEY (student_id, date))`,
  );
}

export type AbsenceAlertEvent = AttendanceEvent | AbsenceReportEvent;

export const ABSENCE_ALERT_EVENTS = new Set<string>([
  'AbsenceReported',
  'AbsenceReportWithdrawn',
  'AttendanceRecorded',
  'AttendanceCorrected',
]);

/** A child marked absent on a register taken (or corrected) on its own day. */
export interface MarkedAbsent {
  schoolId: string;
  classId: string;
  studentId: string;
  studentName: string;
  className: string;
  date: string;
}

interface Parent {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** An active parent of a child marked absent, as the reactor knows them. */
export interface AlertedParent extends Parent {
  parentId: string;
  studentId: string;
}

/** The alert to one parent: an email when they have one, else an SMS with the portal's address; nothing for a parent with neither. */
export function absenceAlert(
  parent: Parent,
  absent: MarkedAbsent,
  schoolName: string,
  publicUrl: string,
): Mail | undefined {
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
  if (parent.phone)
    return {
      channel: 'SMS',
      to: parent.phone,
      subject: `${schoolName}: absence`,
      body: `${schoolName}: ${absent.studentName} was marked absent on ${day}. Tell the school why at ${portal}`,
    };
  return undefined;
}

/** The children to alert about: absent on a register taken or corrected on its own day (a register written up later alerts nobody). */
export function markedAbsent(event: AttendanceEvent): MarkedAbsent[] {
  const { schoolId, classId, className, date } = event.data;
  if (event.type === 'AttendanceRecorded') {
    if (schoolDate(event.data.recordedAt) !== date) return [];
    return event.data.entries
      .filter((e) => e.status === 'ABSENT')
      .map((e) => ({
        schoolId,
        classId,
        studentId: e.studentId,
        studentName: e.studentName,
        className,
        date,
      }));
  }
  const { previous, entry, correctedAt, studentId, studentName } = event.data;
  if (
    schoolDate(correctedAt) !== date ||
    entry.status !== 'ABSENT' ||
    previous?.status === 'ABSENT'
  )
    return [];
  return [{ schoolId, classId, studentId, studentName, className, date }];
}

/** A child marked absent, then present or late the same day: what the register holds now. */
export interface MarkedAfterAll extends MarkedAbsent {
  entry: AbsenceAlertCorrected['data']['entry'];
}

/** A same-day correction from Absent to Present or Late (the only kind that can follow an alert). */
export function markedAfterAll(event: AttendanceEvent): MarkedAfterAll | undefined {
  if (event.type !== 'AttendanceCorrected') return undefined;
  const {
    schoolId,
    classId,
    className,
    date,
    previous,
    entry,
    correctedAt,
    studentId,
    studentName,
  } = event.data;
  if (
    schoolDate(correctedAt) !== date ||
    previous?.status !== 'ABSENT' ||
    entry.status === 'ABSENT'
  )
    return undefined;
  return {
    schoolId,
    classId,
    className,
    date,
    studentId,
    studentName,
    entry: {
      status: entry.status,
      ...(entry.minutesLate !== undefined && { minutesLate: entry.minutesLate }),
    },
  };
}

/** The correction to one parent, by the channel of the alert it corrects. */
export function correctionMessage(
  parent: Parent,
  child: MarkedAfterAll,
  schoolName: string,
): Mail | undefined {
  const day = formatSchoolDay(child.date);
  const now = `${child.studentName} was marked ${correctedMarkWords(child.entry)} at the register of ${child.className} on ${day}`;
  if (parent.email) {
    return {
      to: parent.email,
      subject: `${schoolName}: ${child.studentName} was not absent on ${day} after all`,
      body: [
        `Dear ${parent.name ?? 'parent'},`,
        '',
        `A correction to our earlier message: ${now}, not absent.`,
        '',
        schoolName,
      ].join('\n'),
    };
  }
  if (parent.phone)
    return {
      channel: 'SMS',
      to: parent.phone,
      subject: `${schoolName}: correction`,
      body: `${schoolName}: correction: ${now}, not absent.`,
    };
  return undefined;
}

/**
 * Who is told of which child, and the messages: every active parent of each child, by email or SMS
 * (each address once per child) and on their bell whether or not the school holds an address for them.
 */
export function absenceAlerts(
  absent: MarkedAbsent[],
  parents: AlertedParent[],
  schoolName: string,
  publicUrl: string,
): { alerts: AbsenceAlertsSent['data']['alerts']; mails: Mail[] } {
  const alerts: AbsenceAlertsSent['data']['alerts'] = [];
  const mails: Mail[] = [];
  for (const child of absent) {
    const sent = new Set<string>();
    const told = parents
      .filter((p) => p.studentId === child.studentId)
      .map((parent) => {
        const mail = absenceAlert(parent, child, schoolName, publicUrl);
        if (mail && !sent.has(mail.to)) {
          sent.add(mail.to);
          mails.push(mail);
        }
        return {
          parentId: parent.parentId,
          name: parent.name,
          channel: mail ? (mail.channel ?? 'EMAIL') : null,
        };
      });
    if (told.length > 0)
      alerts.push({ studentId: child.studentId, studentName: child.studentName, parents: told });
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
  clock: Clock;
}

/** Each active parent of these children, with their contacts, minus the families who reported the day (when `unreported`). */
async function parentsOf(
  db: Queryable,
  studentIds: string[],
  date: string,
  unreported: boolean,
): Promise<AlertedParent[]> {
  const { rows } = await db.query<AlertedParent>(
    `SELECT l.student_id AS "studentId", p.parent_id AS "parentId", p.name, p.email, p.phone FROM announcement_parent_links l JOIN announcement_parents p ON p.parent_id = l.parent_id
     WHERE l.student_id = ANY($1::uuid[]) AND p.active
       AND NOT ($3 AND EXISTS (SELECT 1 FROM absence_alert_reports r WHERE r.student_id = l.student_id AND r.date = $2::date))
     ORDER BY l.student_id, p.parent_id`,
    [studentIds, date, unreported],
  );
  return rows;
}

/** The metadata of what the reactor records in answer to a register's event. */
const answering = (
  event: { id: string; metadata: EventMetadata },
  schoolId: string,
  type: string,
  at: string,
): EventMetadata => ({
  actorId: null,
  actorRole: 'SYSTEM',
  schoolId,
  correlationId: event.metadata.correlationId,
  causationId: event.id,
  occurredAt: at,
  schemaVersion: eventCatalogue.versionOf(type),
});

/**
 * Applied in log order by the family-notices reactor, in its transaction: a report is noted (or
 * forgotten when withdrawn); a child marked absent without one is alerted to each active parent,
 * recorded as AbsenceAlertsSent (keyed by the register event's id, so a retry after a crash appends
 * nothing new) and written to the outbox; a child alerted about and marked present or late the same
 * day gets their parents a correction (AbsenceAlertCorrected). The reactor's checkpoint makes each
 * message go out once.
 */
export async function applyAbsenceAlertEvent(
  event: AbsenceAlertEvent & { id: string; metadata: EventMetadata },
  options: AbsenceAlertOptions,
): Promise<void> {
  const { db } = options;
  switch (event.type) {
    case 'AbsenceReported':
      await db.query(
        'INSERT INTO absence_alert_reports (student_id, date) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [event.data.studentId, event.data.date],
      );
      return;
    case 'AbsenceReportWithdrawn':
      await db.query('DELETE FROM absence_alert_reports WHERE student_id = $1 AND date = $2', [
        event.data.studentId,
        event.data.date,
      ]);
      return;
    default:
      break;
  }
  const { schoolId, classId, className, date } = event.data;
  const afterAll = markedAfterAll(event);
  if (afterAll) {
    const { rowCount } = await db.query(
      'DELETE FROM absence_alerts_sent WHERE student_id = $1 AND date = $2',
      [afterAll.studentId, date],
    );
    if (!rowCount) return;
    const parents = await parentsOf(db, [afterAll.studentId], date, false);
    const schoolName = await options.schoolNameOf(schoolId);
    const mails = parents.map((parent) => correctionMessage(parent, afterAll, schoolName));
    const correctedAt = options.clock.now().toISOString();
    const data: AbsenceAlertCorrected['data'] = {
      schoolId,
      classId,
      className,
      date,
      studentId: afterAll.studentId,
      studentName: afterAll.studentName,
      entry: afterAll.entry,
      parents: parents.map((parent, i) => ({
        parentId: parent.parentId,
        name: parent.name,
        channel: mails[i] ? (mails[i].channel ?? 'EMAIL') : null,
      })),
      correctedAt,
    };
    await options.store.appendToStream(
      absenceAlertsStream(classId, date),
      [
        {
          type: 'AbsenceAlertCorrected',
          data,
          metadata: answering(event, schoolId, 'AbsenceAlertCorrected', correctedAt),
        },
      ],
      { expectedRevision: 'any', idempotencyKey: `absence-alert-corrected:${event.id}` },
    );
    const sent = new Set<string>();
    for (const mail of mails) {
      if (!mail || sent.has(mail.to)) continue;
      sent.add(mail.to);
      await options.send(mail);
    }
    return;
  }
  const absent = markedAbsent(event);
  if (absent.length === 0) return;
  const parents = await parentsOf(
    db,
    absent.map((a) => a.studentId),
    date,
    true,
  );
  if (parents.length === 0) return;
  const { alerts, mails } = absenceAlerts(
    absent,
    parents,
    await options.schoolNameOf(schoolId),
    options.publicUrl,
  );
  const sentAt = options.clock.now().toISOString();
  const data: AbsenceAlertsSent['data'] = { schoolId, classId, className, date, alerts, sentAt };
  await options.store.appendToStream(
    absenceAlertsStream(classId, date),
    [
      {
        type: 'AbsenceAlertsSent',
        data,
        metadata: answering(event, schoolId, 'AbsenceAlertsSent', sentAt),
      },
    ],
    { expectedRevision: 'any', idempotencyKey: `absence-alerts:${event.id}` },
  );
  await db.query(
    'INSERT INTO absence_alerts_sent (student_id, date) SELECT unnest($1::uuid[]), $2::date ON CONFLICT DO NOTHING',
    [alerts.map((a) => a.studentId), date],
  );
  for (const mail of mails) await options.send(mail);
}
