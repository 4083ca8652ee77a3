import type { EnquiryRaised, NotificationsSeen, SchoolEnrolmentSubmitted } from '@chikoro/contracts';
import type { Projection } from '../runner/projection';

type NotificationEvent = SchoolEnrolmentSubmitted | EnquiryRaised | NotificationsSeen;

/**
 * The superadmin's bell: each new enrolment request and enquiry, by log position, and how far each
 * user has looked (NotificationsSeen). Unseen = items past the user's mark.
 */
export const notifications: Projection<'notifications' | 'notification_marks'> = {
  name: 'notifications',
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
  handles: ['SchoolEnrolmentSubmitted', 'EnquiryRaised', 'NotificationsSeen'],
  async apply(recorded, { db, tables }) {
    const event = { type: recorded.type, data: recorded.data } as NotificationEvent;
    // The event id guards the items; a mark only ever moves forward.
    const item = (kind: string, recordId: string, title: string, at: string) =>
      db.query(
        `INSERT INTO ${tables.notifications} (id, position, audience, kind, record_id, title, occurred_at) VALUES ($1, $2, 'SUPERADMIN', $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [recorded.id, recorded.position, kind, recordId, title, at],
      );
    switch (event.type) {
      case 'SchoolEnrolmentSubmitted':
        await item('ENROLMENT_REQUEST', event.data.schoolId, `New enrolment request: ${event.data.details.name}`, event.data.submittedAt);
        return;
      case 'EnquiryRaised':
        await item('ENQUIRY', event.data.enquiryId, `New enquiry: ${event.data.details.name}`, event.data.raisedAt);
        return;
      case 'NotificationsSeen':
        await db.query(
          `INSERT INTO ${tables.notification_marks} (id, seen_up_to) VALUES ($1, $2)
           ON CONFLICT (id) DO UPDATE SET seen_up_to = greatest(${tables.notification_marks}.seen_up_to, EXCLUDED.seen_up_to)`,
          [event.data.userId, event.data.upTo],
        );
    }
  },
};
