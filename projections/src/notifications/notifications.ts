import { notificationsModel, type EnquiryRaised, type NotificationsSeen, type SchoolEnrolmentSubmitted } from '@chikoro/contracts';
import { defineProjection, type ProjectionContext } from '../runner/projection';

type Context = ProjectionContext<'notifications' | 'notification_marks'>;

/** A new item on the superadmin's bell; the event id guards it. */
const item = ({ db, tables }: Context, event: { id: string; position: number }, kind: string, recordId: string, title: string, at: string) =>
  db.query(
    `INSERT INTO ${tables.notifications} (id, position, audience, kind, record_id, title, occurred_at) VALUES ($1, $2, 'SUPERADMIN', $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [event.id, event.position, kind, recordId, title, at],
  );

const row = (event: { id: string; position: number }, kind: string, recordId: string, title: string, at: string) =>
  ({ id: event.id, position: event.position, audience: 'SUPERADMIN', kind, record_id: recordId, title, occurred_at: at });

/**
 * The superadmin's bell: each new enrolment request and enquiry, by log position, and how far each
 * user has looked (NotificationsSeen). Unseen = items past the user's mark.
 */
export const notifications = defineProjection<SchoolEnrolmentSubmitted | EnquiryRaised | NotificationsSeen>()({
  readModel: notificationsModel,
  version: 1,
  tables: {
    notifications: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        position bigint NOT NULL,
        audience text NOT NULL,
        kind text NOT NULL,
        record_id uuid NOT NULL,
        title text NOT NULL,
        occurred_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (audience, position);`,
    notification_marks: (t) => `CREATE TABLE ${t} (id uuid PRIMARY KEY, seen_up_to bigint NOT NULL);`,
  },
  handlers: {
    async SchoolEnrolmentSubmitted(event, context) {
      await item(context, event, 'ENROLMENT_REQUEST', event.data.schoolId, `New enrolment request: ${event.data.details.name}`, event.data.submittedAt);
    },
    async EnquiryRaised(event, context) {
      await item(context, event, 'ENQUIRY', event.data.enquiryId, `New enquiry: ${event.data.details.name}`, event.data.raisedAt);
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
      // Each item once: its event id is the guard.
      SchoolEnrolmentSubmitted: {
        apply: (e, rows) => rows.insertOnce('notifications', row(e, 'ENROLMENT_REQUEST', e.data.schoolId, `New enrolment request: ${e.data.details.name}`, e.data.submittedAt)),
      },
      EnquiryRaised: {
        apply: (e, rows) => rows.insertOnce('notifications', row(e, 'ENQUIRY', e.data.enquiryId, `New enquiry: ${e.data.details.name}`, e.data.raisedAt)),
      },
      NotificationsSeen: {
        rows: (e) => ({ notification_marks: [e.data.userId] }),
        apply({ data: { userId, upTo } }, rows) {
          // A mark only ever moves forward.
          const mark = rows.get('notification_marks', userId);
          rows.put('notification_marks', { id: userId, seen_up_to: mark ? Math.max(Number(mark.seen_up_to), upTo) : upTo });
        },
      },
    },
  },
});
