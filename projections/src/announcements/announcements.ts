import { announcementsModel, audienceLabel, type AnnouncementEvent } from '@chikoro/contracts';
import { defineProjection, type ProjectionContext } from '../runner/projection';
import { gathered } from '../runner/script';

type Context = ProjectionContext<'announcements' | 'announcement_recipients'>;

/** The counts are recomputed from the recipients' rows: applying an event twice changes nothing. */
async function recount(announcementId: string, { db, tables }: Context): Promise<void> {
  await db.query(
    `UPDATE ${tables.announcements} a SET
       recipient_count = c.recipients, read_count = c.reads, mail_count = c.mails, sms_count = c.sms,
       recipients_by_role = c.recipients_by_role, reads_by_role = c.reads_by_role
     FROM (
       SELECT count(*) AS recipients, count(read_at) AS reads,
              count(*) FILTER (WHERE channel = 'EMAIL') AS mails, count(*) FILTER (WHERE channel = 'SMS') AS sms,
              COALESCE(jsonb_object_agg(role, n) FILTER (WHERE role IS NOT NULL), '{}') AS recipients_by_role,
              COALESCE(jsonb_object_agg(role, r) FILTER (WHERE role IS NOT NULL AND r > 0), '{}') AS reads_by_role
       FROM (SELECT role, channel, read_at, count(*) OVER (PARTITION BY role) AS n, count(read_at) OVER (PARTITION BY role) AS r
             FROM ${tables.announcement_recipients} WHERE announcement_id = $1) x
     ) c WHERE a.id = $1`,
    [announcementId],
  );
}

/**
 * The school's announcements and events (with their school's name, audience in words and counts of
 * recipients, mails, SMS and reads), and one row per person each reached, with when they read it.
 */
export const announcements = gathered(
  defineProjection<AnnouncementEvent>()({
    readModel: announcementsModel,
    version: 1,
    tables: {
      announcements: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        school_name text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        audience jsonb NOT NULL,
        audience_kind text NOT NULL,
        audience_label text NOT NULL,
        event_date date,
        short_code text NOT NULL,
        status text NOT NULL,
        posted_at timestamptz NOT NULL,
        edited_at timestamptz,
        delivered boolean NOT NULL DEFAULT false,
        recipient_count int NOT NULL DEFAULT 0,
        read_count int NOT NULL DEFAULT 0,
        mail_count int NOT NULL DEFAULT 0,
        sms_count int NOT NULL DEFAULT 0,
        recipients_by_role jsonb NOT NULL DEFAULT '{}',
        reads_by_role jsonb NOT NULL DEFAULT '{}',
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, posted_at);
      CREATE UNIQUE INDEX ON ${t} (short_code);`,
      announcement_recipients: (t) => `
      CREATE TABLE ${t} (
        id uuid NOT NULL UNIQUE,
        announcement_id uuid NOT NULL,
        school_id uuid NOT NULL,
        person_id uuid NOT NULL,
        role text NOT NULL,
        name text NOT NULL,
        channel text NOT NULL,
        read_at timestamptz,
        PRIMARY KEY (announcement_id, person_id)
      );
      CREATE INDEX ON ${t} (person_id);`,
    },
    handlers: {
      async AnnouncementPosted(event, { db, tables }) {
        const d = event.data;
        // Idempotent: inserted once; a replayed event finds the row and does nothing.
        await db.query(
          `INSERT INTO ${tables.announcements} (id, school_id, school_name, title, body, audience, audience_kind, audience_label, event_date, short_code, status, posted_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'Posted', $11, $12) ON CONFLICT (id) DO NOTHING`,
          [
            d.announcementId,
            d.schoolId,
            d.schoolName ?? '',
            d.title,
            d.body,
            d.audience,
            d.audience.kind,
            audienceLabel(d.audience),
            d.eventDate ?? null,
            d.shortCode,
            d.postedAt,
            event.position,
          ],
        );
      },
      async AnnouncementEdited(event, { db, tables }) {
        const d = event.data;
        // Guarded by position: an edit already applied changes nothing the second time.
        await db.query(
          `UPDATE ${tables.announcements} SET title = COALESCE($2, title), body = COALESCE($3, body),
           event_date = CASE WHEN $4 THEN $5::date ELSE event_date END, edited_at = $6, last_position = $7
         WHERE id = $1 AND last_position < $7`,
          [
            d.announcementId,
            d.title?.after ?? null,
            d.body?.after ?? null,
            d.eventDate !== undefined,
            d.eventDate?.after ?? null,
            d.editedAt,
            event.position,
          ],
        );
      },
      async AnnouncementWithdrawn(event, { db, tables }) {
        await db.query(
          `UPDATE ${tables.announcements} SET status = 'Withdrawn', last_position = $2 WHERE id = $1 AND last_position < $2`,
          [event.data.announcementId, event.position],
        );
      },
      async AnnouncementDelivered(event, context) {
        const d = event.data;
        // One multi-row insert keyed by (announcement, person): a replay inserts nothing.
        await context.db.query(
          `INSERT INTO ${context.tables.announcement_recipients} (id, announcement_id, school_id, person_id, role, name, channel)
         SELECT md5($1 || r."personId")::uuid, $1::uuid, $2::uuid, r."personId"::uuid, r.role, r.name, r.channel
         FROM jsonb_to_recordset($3::jsonb) AS r("personId" text, role text, name text, channel text)
         ON CONFLICT DO NOTHING`,
          [d.announcementId, d.schoolId, JSON.stringify(d.recipients)],
        );
        await context.db.query(
          `UPDATE ${context.tables.announcements} SET delivered = true WHERE id = $1`,
          [d.announcementId],
        );
        await recount(d.announcementId, context);
      },
      async AnnouncementRead(event, context) {
        const d = event.data;
        // The first reading stands: a replay keeps the time already there.
        await context.db.query(
          `UPDATE ${context.tables.announcement_recipients} SET read_at = COALESCE(read_at, $3) WHERE announcement_id = $1 AND person_id = $2`,
          [d.announcementId, d.personId, d.readAt],
        );
        await recount(d.announcementId, context);
      },
    },
  }),
);
