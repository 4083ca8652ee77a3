import { createHash } from 'node:crypto';
import {
  announcementLink,
  correctedMarkWords,
  formatSchoolDay,
  notificationsModel,
  type AbsenceAlertCorrected,
  type AbsenceAlertsSent,
  type AbsenceReported,
  type AbsenceReportWithdrawn,
  type AnnouncementDelivered,
  type ClassTeacherAssigned,
  type AnnouncementWithdrawn,
  type DocumentRemoved,
  type DocumentUploaded,
  type DocumentVisibilityChanged,
  type EnquiryRaised,
  type NotificationsSeen,
  type SchoolEnrolmentSubmitted,
} from '@chikoro/contracts';
import { defineProjection, type ProjectionContext } from '../runner/projection';

type Context = ProjectionContext<
  'notifications' | 'notification_marks' | 'notification_class_teachers'
>;
type At = { id: string; position: number };

/** A superadmin's item (for the whole audience: recipient ''): its id is the event's, its guard. */
const row = (event: At, kind: string, recordId: string, title: string, at: string) => ({
  id: event.id,
  recipient_id: '',
  position: event.position,
  audience: 'SUPERADMIN',
  kind,
  record_id: recordId,
  title,
  link: null,
  occurred_at: at,
});

/** One person's item of one event: its id is derived from both, so a replay finds it. */
function personalId(eventId: string, personId: string): string {
  const hex = createHash('md5').update(`${eventId}:${personId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const announcementRows = (event: At & { data: AnnouncementDelivered['data'] }) => {
  const d = event.data;
  const title = d.eventDate
    ? `School event: ${d.title} (${formatSchoolDay(d.eventDate)})`
    : `New announcement: ${d.title}`;
  return d.recipients.map((r) => ({
    id: personalId(event.id, r.personId),
    recipient_id: r.personId,
    position: event.position,
    audience: r.role,
    kind: 'ANNOUNCEMENT',
    record_id: d.announcementId,
    title,
    link: announcementLink('', d.shortCode),
    occurred_at: d.deliveredAt,
    school_id: d.schoolId,
  }));
};

/** A parent's item about one child's day: one per parent, child and day, so a correction that day replaces the alert. */
const absenceItemId = (parentId: string, studentId: string, date: string) =>
  personalId(`absence:${studentId}:${date}`, parentId);

const absenceRow = (
  event: At,
  d: { schoolId: string; date: string },
  parentId: string,
  studentId: string,
  title: string,
  at: string,
) => ({
  id: absenceItemId(parentId, studentId, d.date),
  recipient_id: parentId,
  position: event.position,
  audience: 'PARENT',
  kind: 'ABSENCE',
  record_id: studentId,
  title,
  link: `/parent/students?child=${studentId}`,
  occurred_at: at,
  school_id: d.schoolId,
});

/** Each parent told that their child was marked absent: an item each, leading to that child in the portal. */
const absenceRows = (event: At & { data: AbsenceAlertsSent['data'] }) => {
  const d = event.data;
  return d.alerts.flatMap((alert) =>
    alert.parents.map((parent) =>
      absenceRow(
        event,
        d,
        parent.parentId,
        alert.studentId,
        `${alert.studentName} was marked absent on ${formatSchoolDay(d.date)} (${d.className})`,
        d.sentAt,
      ),
    ),
  );
};

/** The same parents told that the child was marked present or late after all: their alert's item says so instead. */
const correctedRows = (event: At & { data: AbsenceAlertCorrected['data'] }) => {
  const d = event.data;
  const title = `Correction: ${d.studentName} was marked ${correctedMarkWords(d.entry)} on ${formatSchoolDay(d.date)} (${d.className}), not absent`;
  return d.parents.map((parent) =>
    absenceRow(event, d, parent.parentId, d.studentId, title, d.correctedAt),
  );
};

/** The stored items a batch step reads before it replaces them. */
const absenceItemIds = (rows: { id: string }[]) => ({ notifications: rows.map((r) => r.id) });

/** The class teacher's item of a family's report: one per student and day, so a new reason replaces it and a withdrawal removes it. */
const reportItemId = (studentId: string, date: string) =>
  personalId(`absence-report:${studentId}`, date);

const reportRow = (
  event: { position: number; data: AbsenceReported['data'] },
  teacherId: string,
) => {
  const d = event.data;
  return {
    id: reportItemId(d.studentId, d.date),
    recipient_id: teacherId,
    position: event.position,
    audience: 'TEACHER',
    kind: 'ABSENCE_REPORT',
    record_id: d.studentId,
    title: `${d.studentName} will be away on ${formatSchoolDay(d.date)}${d.className ? ` (${d.className})` : ''}: ${d.reason}`,
    link: `/teacher-portal/take-register?classId=${d.classId}&date=${d.date}`,
    occurred_at: d.reportedAt,
    school_id: d.schoolId,
  };
};

/**
 * A school's document, for everyone of the school who may read it (recipient ''; the audience is
 * its visibility, STAFF or FAMILIES, with the school): one item per document, keyed by its id.
 */
const documentRow = (event: { position: number; data: DocumentUploaded['data'] }) => ({
  id: event.data.documentId,
  recipient_id: '',
  position: event.position,
  audience: event.data.visibility,
  kind: 'DOCUMENT',
  record_id: event.data.documentId,
  title: `New document: ${event.data.title}`,
  link: null,
  occurred_at: event.data.uploadedAt,
  school_id: event.data.schoolId,
});

type ItemRow = Omit<ReturnType<typeof row>, 'link'> & {
  link: string | null;
  school_id?: string | null;
};

const insertRow = ({ db, tables }: Context, r: ItemRow) =>
  db.query(
    `INSERT INTO ${tables.notifications} (id, recipient_id, position, audience, kind, record_id, title, link, occurred_at, school_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
    [
      r.id,
      r.recipient_id,
      r.position,
      r.audience,
      r.kind,
      r.record_id,
      r.title,
      r.link,
      r.occurred_at,
      r.school_id ?? null,
    ],
  );

/** An item put in place of the one with its id, unless that one came later (or is this one). */
const replaceOlder = ({ db, tables }: Context, r: ItemRow) =>
  db.query(
    `INSERT INTO ${tables.notifications} (id, recipient_id, position, audience, kind, record_id, title, link, occurred_at, school_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET recipient_id = EXCLUDED.recipient_id, position = EXCLUDED.position, title = EXCLUDED.title, link = EXCLUDED.link, occurred_at = EXCLUDED.occurred_at
     WHERE ${tables.notifications}.position < EXCLUDED.position`,
    [
      r.id,
      r.recipient_id,
      r.position,
      r.audience,
      r.kind,
      r.record_id,
      r.title,
      r.link,
      r.occurred_at,
      r.school_id ?? null,
    ],
  );

/** The batch's form of replaceOlder: `rows` holds the stored item, or the batch's own. */
function putUnlessNewer(
  rows: {
    get(table: 'notifications', id: string): Record<string, unknown> | undefined;
    put(table: 'notifications', row: ItemRow): void;
  },
  r: ItemRow,
): void {
  const stored = rows.get('notifications', r.id);
  if (!stored || Number(stored.position) < r.position) rows.put('notifications', r);
}

/** Shared with families now: it is new to them (its position moves on); made staff only, it leaves their bells. */
const widened = (d: DocumentVisibilityChanged['data']) => d.visibility === 'FAMILIES';

type Handled =
  | SchoolEnrolmentSubmitted
  | EnquiryRaised
  | NotificationsSeen
  | AnnouncementDelivered
  | AnnouncementWithdrawn
  | DocumentUploaded
  | DocumentVisibilityChanged
  | DocumentRemoved
  | AbsenceAlertsSent
  | AbsenceAlertCorrected
  | ClassTeacherAssigned
  | AbsenceReported
  | AbsenceReportWithdrawn;

/**
 * Each user's bell: for the superadmin each new enrolment request and enquiry; for a teacher,
 * parent or student each announcement that reached them (by person, never by role: nobody sees
 * another's item), gone again when it is withdrawn; and each document of their school they may
 * read (teachers: staff and families documents; students and parents: families documents), gone
 * when it is removed; for a parent, each of their children marked absent whom they had not
 * reported (said again when the register is corrected that day to present or late); for a class
 * teacher, each absence a family of the class reports, gone when it is withdrawn. Items are ordered
 * by log position; how far each user has looked is their mark (NotificationsSeen). Unseen = items
 * past the user's mark.
 */
export const notifications = defineProjection<Handled>()({
  readModel: notificationsModel,
  version: 6,
  tables: {
    notifications: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        recipient_id text NOT NULL,
        position bigint NOT NULL,
        audience text NOT NULL,
        kind text NOT NULL,
        record_id uuid NOT NULL,
        title text NOT NULL,
        link text,
        occurred_at timestamptz NOT NULL,
        school_id uuid
      );
      CREATE INDEX ON ${t} (audience, position);
      CREATE INDEX ON ${t} (school_id, audience, position) WHERE school_id IS NOT NULL;
      CREATE INDEX ON ${t} (recipient_id, position);
      CREATE INDEX ON ${t} (record_id);`,
    notification_marks: (t) =>
      `CREATE TABLE ${t} (id uuid PRIMARY KEY, seen_up_to bigint NOT NULL);`,
    /** Each class's teacher (id: the class), whom its families' reports reach. */
    notification_class_teachers: (t) =>
      `CREATE TABLE ${t} (id uuid PRIMARY KEY, teacher_id uuid NOT NULL);`,
  },
  handlers: {
    async SchoolEnrolmentSubmitted(e, context) {
      await insertRow(
        context,
        row(
          e,
          'ENROLMENT_REQUEST',
          e.data.schoolId,
          `New enrolment request: ${e.data.details.name}`,
          e.data.submittedAt,
        ),
      );
    },
    async EnquiryRaised(e, context) {
      await insertRow(
        context,
        row(e, 'ENQUIRY', e.data.enquiryId, `New enquiry: ${e.data.details.name}`, e.data.raisedAt),
      );
    },
    async AnnouncementDelivered(e, context) {
      // One item per recipient, keyed by (event, person): a replay inserts nothing.
      for (const r of announcementRows(e)) await insertRow(context, r);
    },
    async AnnouncementWithdrawn(e, { db, tables }) {
      await db.query(
        `DELETE FROM ${tables.notifications} WHERE kind = 'ANNOUNCEMENT' AND record_id = $1`,
        [e.data.announcementId],
      );
    },
    async DocumentUploaded(e, context) {
      await insertRow(context, documentRow(e));
    },
    async AbsenceAlertsSent(e, context) {
      for (const r of absenceRows(e)) await replaceOlder(context, r);
    },
    async AbsenceAlertCorrected(e, context) {
      for (const r of correctedRows(e)) await replaceOlder(context, r);
    },
    async ClassTeacherAssigned({ data: d }, { db, tables }) {
      await db.query(
        `INSERT INTO ${tables.notification_class_teachers} (id, teacher_id) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET teacher_id = EXCLUDED.teacher_id`,
        [d.classId, d.teacherId],
      );
    },
    async AbsenceReported(e, context) {
      const { rows } = await context.db.query<{ teacher_id: string }>(
        `SELECT teacher_id FROM ${context.tables.notification_class_teachers} WHERE id = $1`,
        [e.data.classId],
      );
      // A new reason for the same day is new to the teacher: the item moves on.
      if (rows[0]) await replaceOlder(context, reportRow(e, rows[0].teacher_id));
    },
    async AbsenceReportWithdrawn({ data: d }, { db, tables }) {
      await db.query(`DELETE FROM ${tables.notifications} WHERE id = $1`, [
        reportItemId(d.studentId, d.date),
      ]);
    },
    async DocumentVisibilityChanged({ data: d, position }, { db, tables }) {
      // Widening moves the item past the families' marks, once (guarded by position); narrowing only changes who sees it.
      if (widened(d))
        await db.query(
          `UPDATE ${tables.notifications} SET audience = $2, position = $3 WHERE id = $1 AND position < $3`,
          [d.documentId, d.visibility, position],
        );
      else
        await db.query(`UPDATE ${tables.notifications} SET audience = $2 WHERE id = $1`, [
          d.documentId,
          d.visibility,
        ]);
    },
    async DocumentRemoved({ data: d }, { db, tables }) {
      await db.query(`DELETE FROM ${tables.notifications} WHERE id = $1`, [d.documentId]);
    },
    async NotificationsSeen(event, { db, tables }) {
      // A mark only ever moves forward.
      await db.query(
        `INSERT INTO ${tables.notification_marks} (id, seen_up_to) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET seen_up_to = greatest(${tables.notification_marks}.seen_up_to, EXCLUDED.seen_up_to)`,
        [event.data.userId, event.data.upTo],
      );
    },
  },
  batch: {
    steps: {
      // Each item once: its id is the guard.
      SchoolEnrolmentSubmitted: {
        apply: (e, rows) =>
          rows.insertOnce(
            'notifications',
            row(
              e,
              'ENROLMENT_REQUEST',
              e.data.schoolId,
              `New enrolment request: ${e.data.details.name}`,
              e.data.submittedAt,
            ),
          ),
      },
      EnquiryRaised: {
        apply: (e, rows) =>
          rows.insertOnce(
            'notifications',
            row(
              e,
              'ENQUIRY',
              e.data.enquiryId,
              `New enquiry: ${e.data.details.name}`,
              e.data.raisedAt,
            ),
          ),
      },
      AnnouncementDelivered: {
        apply(e, rows) {
          for (const r of announcementRows(e)) rows.insertOnce('notifications', r);
        },
      },
      AnnouncementWithdrawn: {
        apply(e, rows) {
          const announcementId = e.data.announcementId;
          rows.deleteWhere(
            'notifications',
            (r) => r.kind === 'ANNOUNCEMENT' && r.record_id === announcementId,
            {
              where: `t.kind = 'ANNOUNCEMENT' AND t.record_id = p.record_id::uuid`,
              params: { record_id: announcementId },
            },
            { index: 'record', keysOf: (r) => [String(r.record_id)], key: announcementId },
          );
        },
      },
      AbsenceAlertsSent: {
        rows: (e) => absenceItemIds(absenceRows(e)),
        apply(e, rows) {
          for (const r of absenceRows(e)) putUnlessNewer(rows, r);
        },
      },
      AbsenceAlertCorrected: {
        rows: (e) => absenceItemIds(correctedRows(e)),
        apply(e, rows) {
          for (const r of correctedRows(e)) putUnlessNewer(rows, r);
        },
      },
      ClassTeacherAssigned: {
        rows: (e) => ({ notification_class_teachers: [e.data.classId] }),
        apply: ({ data: d }, rows) =>
          rows.put('notification_class_teachers', { id: d.classId, teacher_id: d.teacherId }),
      },
      AbsenceReported: {
        rows: (e) => ({
          notification_class_teachers: [e.data.classId],
          notifications: [reportItemId(e.data.studentId, e.data.date)],
        }),
        apply(e, rows) {
          const teacher = rows.get('notification_class_teachers', e.data.classId);
          if (teacher) putUnlessNewer(rows, reportRow(e, String(teacher.teacher_id)));
        },
      },
      AbsenceReportWithdrawn: {
        rows: (e) => ({ notifications: [reportItemId(e.data.studentId, e.data.date)] }),
        apply: ({ data: d }, rows) =>
          rows.delete('notifications', reportItemId(d.studentId, d.date)),
      },
      DocumentUploaded: {
        rows: (e) => ({ notifications: [e.data.documentId] }),
        apply(e, rows) {
          if (!rows.get('notifications', e.data.documentId))
            rows.put('notifications', documentRow(e));
        },
      },
      DocumentVisibilityChanged: {
        rows: (e) => ({ notifications: [e.data.documentId] }),
        apply({ data: d, position }, rows) {
          const item = rows.get('notifications', d.documentId);
          if (!item) return;
          const moved = widened(d) && Number(item.position) < position;
          rows.put('notifications', {
            ...item,
            audience: d.visibility,
            position: moved ? position : item.position,
          });
        },
      },
      DocumentRemoved: {
        rows: (e) => ({ notifications: [e.data.documentId] }),
        apply: (e, rows) => rows.delete('notifications', e.data.documentId),
      },
      NotificationsSeen: {
        rows: (e) => ({ notification_marks: [e.data.userId] }),
        apply({ data: { userId, upTo } }, rows) {
          // A mark only ever moves forward.
          const mark = rows.get('notification_marks', userId);
          rows.put('notification_marks', {
            id: userId,
            seen_up_to: mark ? Math.max(Number(mark.seen_up_to), upTo) : upTo,
          });
        },
      },
    },
  },
});
