import {
  announcementLink, notificationsModel, type AnnouncementDelivered, type AnnouncementWithdrawn, type EnquiryRaised, type NotificationsSeen,
  type SchoolEnrolmentSubmitted,
} from '@chikoro/contracts';
import { readableDate } from '../setup/audit';
import { defineProjection, type ProjectionContext } from '../runner/projection';

type Context = ProjectionContext<'notifications' | 'notification_marks'>;

/** A new item on the superadmin's bell (for the whole audience: recipient ''); the event id guards it. */
const item = ({ db, tables }: Context, event: { id: string; position: number }, kind: string, recordId: string, title: string, at: string) =>
  db.query(
    `INSERT INTO ${tables.notifications} (id, recipient_id, position, audience, kind, record_id, title, occurred_at) VALUES ($1, '', $2, 'SUPERADMIN', $3, $4, $5, $6)
     ON CONFLICT (id, recipient_id) DO NOTHING`,
    [event.id, event.position, kind, recordId, title, at],
  );

/**
 * Each user's bell: for the superadmin each new enrolment request and enquiry; for a teacher,
 * parent or student each announcement that reached them (by person, never by role: nobody sees
 * another's item), gone again when it is withdrawn. Items are ordered by log position; how far
 * each user has looked is their mark (NotificationsSeen). Unseen = items past the user's mark.
 */
export const notifications = defineProjection<SchoolEnrolmentSubmitted | EnquiryRaised | NotificationsSeen | AnnouncementDelivered | AnnouncementWithdrawn>()({
  readModel: notificationsModel,
  version: 2,
  tables: {
    notifications: (t) => `
      CREATE TABLE ${t} (
        id uuid NOT NULL,
        recipient_id text NOT NULL,
        position bigint NOT NULL,
        audience text NOT NULL,
        kind text NOT NULL,
        record_id uuid NOT NULL,
        title text NOT NULL,
        link text,
        occurred_at timestamptz NOT NULL,
        PRIMARY KEY (id, recipient_id)
      );
      CREATE INDEX ON ${t} (audience, position);
      CREATE INDEX ON ${t} (recipient_id, position);
      CREATE INDEX ON ${t} (record_id);`,
    notification_marks: (t) => `CREATE TABLE ${t} (id uuid PRIMARY KEY, seen_up_to bigint NOT NULL);`,
  },
  handlers: {
    async SchoolEnrolmentSubmitted(event, context) {
      await item(context, event, 'ENROLMENT_REQUEST', event.data.schoolId, `New enrolment request: ${event.data.details.name}`, event.data.submittedAt);
    },
    async EnquiryRaised(event, context) {
      await item(context, event, 'ENQUIRY', event.data.enquiryId, `New enquiry: ${event.data.details.name}`, event.data.raisedAt);
    },
    async AnnouncementDelivered(event, { db, tables }) {
      const d = event.data;
      const title = d.eventDate ? `School event: ${d.title} (${readableDate(d.eventDate)})` : `New announcement: ${d.title}`;
      // One item per recipient, keyed by (event, person): a replay inserts nothing.
      await db.query(
        `INSERT INTO ${tables.notifications} (id, recipient_id, position, audience, kind, record_id, title, link, occurred_at)
         SELECT $1, r."personId", $2, r.role, 'ANNOUNCEMENT', $3, $4, $5, $6
         FROM jsonb_to_recordset($7::jsonb) AS r("personId" text, role text)
         ON CONFLICT (id, recipient_id) DO NOTHING`,
        [event.id, event.position, d.announcementId, title, announcementLink('', d.shortCode), d.deliveredAt, JSON.stringify(d.recipients)],
      );
    },
    async AnnouncementWithdrawn(event, { db, tables }) {
      await db.query(`DELETE FROM ${tables.notifications} WHERE kind = 'ANNOUNCEMENT' AND record_id = $1`, [event.data.announcementId]);
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
});
